<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>Analysis</name>
    <message>
      <source>Analysis &amp;panel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Depth, nodes, speed, best line and score of each search; the evaluation graph; the game review (Ctrl+Shift+A)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>AnalysisPanel</name>
    <message>
      <source>Find the first move that changed the game's value (Ctrl+R)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Move now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stop thinking and play the best move found so far (Space)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Review game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game review</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>EVALUATION (UP: {0} BETTER)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show the position before move {0} ({1})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>ANALYSING…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show the position before the costliest move ({})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>NO SEARCH YET</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scores from {0} (View &gt; Analysis lines: how many)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go to move {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Analy&amp;se position</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Let the strongest engine analyse the position without playing (Ctrl+E)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Re&amp;view game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Analyse position</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>BoardView</name>
    <message>
      <source>Board</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Chess960Dialog</name>
    <message>
      <source>Chess960</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Start positions are numbered 0 to 959; 518 is the usual one</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Start position number</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>White's first rank</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Random</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Draw a start position at random</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Start &amp;position:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>White's first rank:</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Chess960Menu</name>
    <message>
      <source>Chess&amp;960…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chess with the pieces of the first rank shuffled (Fischer random)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ChessBox</name>
    <message>
      <source>White</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Black</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ChessEvaluationBar</name>
    <message>
      <source>&amp;Evaluation bar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show beside the chess board who is better by the latest search (White's share)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ChessFeatures</name>
    <message>
      <source>Claim &amp;draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Claim a draw by threefold repetition or the fifty-move rule</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Copy &amp;FEN</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Copy P&amp;GN</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Flip board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Turn the board round (F)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Time control</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Custom ({0})…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Opening: from a set-up position</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Opening names unavailable: {0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CompareDialog</name>
    <message>
      <source>Compare algorithms</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} {1}: {2} to move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Minimax, then alpha-beta alone, with move ordering, and with ordering and a transposition table search this position to the same depth; then MCTS gets more and more playouts until it picks alpha-beta's move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>How deep the tree searches look</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The most playouts MCTS is given to find alpha-beta's move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Run</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is over: there is no move to search for.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Measuring the position to choose a depth that takes seconds…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Searching with {0}, depth {1}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cancelled. Press Run to start again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Done in {0:.1f} s. Change the depth or the MCTS playouts and press Run to compare again.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CustomGameDialog</name>
    <message>
      <source>Not possible: {0}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Custom m,n,k game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Columns of the board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rows of the board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stones in a row needed to win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Width (m):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Height (n):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In a &amp;row (k):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Level</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Drawn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Statistics</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Reset</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No games finished against the computer yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Could not reset: {reason}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rules of {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Classic board games against a computer that is fast, strong at the top, honest at every level, and able to show why it plays a move.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>About Plyboard</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EngineDialog</name>
    <message>
      <source>Chess engines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>UCI engines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Add…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose a UCI engine's executable (Stockfish, for one)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Remove</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Options…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Set the chosen engine's own options (its preset)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>UCI engines (chess):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Plays the computer's moves:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Time per move:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hints and analysis:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not added: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Added {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Removed {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose an engine in the list first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reading the options of {0}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Options of {0}: {1}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EngineMatchWindow</name>
    <message>
      <source>Engine match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Time per move of the UCI engines (Plyboard's levels keep theirs)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A clock for both players: each shares out its time, and a fallen flag loses</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Random opening moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Balanced opening set</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Each pair of games starts from the next line of Plyboard's set of balanced, named openings (resources/chess/match-openings.txt)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>S&amp;top</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save &amp;games…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Match board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Match results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No games yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Match progress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Player &amp;A:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Player &amp;B:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Games:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Clock:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>UCI engines' &amp;time per move:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Openings:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cannot start: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} against {1}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game {0} of {1}: move {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Match over. {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Could not save the games: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Saved {0} games to {1}. {2}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EngineMenu</name>
    <message>
      <source>&amp;Engine…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play against or analyse with a UCI chess engine (Stockfish, for one)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Engine &amp;match…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Two engines play games against each other: Plyboard's levels and your UCI engines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Use &amp;{0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EngineOptionsDialog</name>
    <message>
      <source>Options of {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This engine offers no options to set.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>press when the engine starts</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EvaluationBar</name>
    <message>
      <source>Evaluation: {0}, from White's point of view (+ is good for White; #N: White mates in N moves, -#N: Black does)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>White {0:.0%}, {1}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EvaluationGraph</name>
    <message>
      <source>Evaluation graph</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Cannot open game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{file}: {reason}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{file}: {reason}. Nothing changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{file} cannot be opened: {reason}.
Nothing changed.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Opened {file}: %n move(s)</source>
      <translation>
        <numerusform>Opened {file}: %n move</numerusform>
        <numerusform>Opened {file}: %n moves</numerusform>
      </translation>
    </message>
    <message>
      <source>Cannot save game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Saved to {file}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cannot paste position</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The text is no position: {reason}.
Nothing changed.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Pasted {game}: %n move(s)</source>
      <translation>
        <numerusform>Pasted {game}: %n move</numerusform>
        <numerusform>Pasted {game}: %n moves</numerusform>
      </translation>
    </message>
    <message>
      <source>Copied: {text}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save game</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameWords</name>
    <message>
      <source>Black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>White</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Yellow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hare</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hounds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tic-tac-toe</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>4 in a row (5×5)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>5 in a row (7×7)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Connect Four</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Connect Four (6×5)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Connect Four (8×7)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hare and Hounds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hare and Hounds (hare first)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hare and Hounds (hare in the centre)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hare and Hounds (hare to the tip)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hare and Hounds (40-ply limit)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Teeko</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Teeko (no centre first)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Gomoku</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Gomoku (standard)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Gomoku (renju)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chess</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>beginner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>easy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>medium</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>hard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>expert</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>LanguageMenu</name>
    <message>
      <source>&amp;Language</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>System default</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The language changes when Plyboard starts again.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>LearnWindow</name>
    <message>
      <source>Learn: how game programs think</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lessons</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lesson text</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lesson board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Feedback</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>◀ &amp;Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Next ▶</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Try it on the board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open the search &amp;tree</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The engines are working out this lesson's figures…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose an answer first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Play against weights…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Sources, retold in our words: {}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>LinesView</name>
    <message>
      <source>Best lines</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Plyboard — {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game over: {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>playouts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>nodes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Computer thinking… depth {}, {:,} {}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MnkPlugin</name>
    <message>
      <source>Opening &amp;rule</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MoveAnnouncer</name>
    <message>
      <source>{player} to move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game over: {outcome}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MoveTreeMenu</name>
    <message>
      <source>good move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>mistake</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>brilliant move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>blunder</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>interesting move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>dubious move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>equal position</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>unclear position</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>slight advantage for the first player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>slight advantage for the second player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>clear advantage for the first player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>clear advantage for the second player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>winning for the first player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>winning for the second player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Promote variation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Demote variation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>De&amp;lete from here</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Edit comment…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Add &amp;comment…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Annotation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go to a position outside that line first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Comment</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Comment on this move (empty: none):</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>OpeningDriver</name>
    <message>
      <source>&amp;Free (no opening rule)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Swap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swap&amp;2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take &amp;Black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take &amp;White</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Place two &amp;more</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The opening rule applies from the next new game: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Wait: the computer chooses its colour.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose a colour first, in the panel.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Wait: the computer places the opening stones.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer chooses its colour…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer places its stones…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>White</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}: place opening stone {1} ({2}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}: take Black, take White, or place two more stones.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}: take Black or White.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer plays {0}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PieceSetMenu</name>
    <message>
      <source>P&amp;iece set</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PromotionChooser</name>
    <message>
      <source>Promote to {0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PuzzleLauncher</name>
    <message>
      <source>&amp;Puzzles…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Solve positions of this game that the solvers checked</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Retry &amp;mistakes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play again from the positions before your reviewed mistakes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The review found no mistake of yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Retry mistakes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Puzzles</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PuzzleWindow</name>
    <message>
      <source>Your mistakes · {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Puzzles · {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Puzzle board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Retry</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Show solution</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Next</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Puzzle history</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Latest results:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>That was the last one: from the first again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;b&gt;{0} to move: {1}&lt;/b&gt;&lt;br&gt;Puzzle rated {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Mistake {0} of {1}: find a better move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The puzzle is over: Retry or Next.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Checking your move…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The move could not be checked: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reply: {0}. Your move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Solved!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Retry, or see the solution.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Solution: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Also right: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your rating: {0} · streak {1} · solved {2} of {3}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SearchTreeWindow</name>
    <message>
      <source>Search tree</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} {1}: {2} to move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Search</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Iterative deepening searches 1, 2, ... plies: pick one</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Tree</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Diagram</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>◀ &amp;Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Next ▶</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Finished tree</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Replay step</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is over: there is nothing to search.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Searching with {0}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The finished tree: the principal variation is highlighted; ✂ rows are the moves a cut-off left unsearched; ≥ and ≤ mark bounds; win@N is a win N plies from the root. Press Next or Play to replay the search.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Step {0} of {1}: {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Pause</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SetupDialog</name>
    <message>
      <source>Set up a position: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Position being set up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Empty (remove a piece)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Position text</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The position as text (chess: FEN); edit it and press Enter</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Clear board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Start position</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Play from here</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Place:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>To &amp;move:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Position:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not a position: {0}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SidePanel</name>
    <message>
      <source>you</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>computer ({level})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{name} to move — computer thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{name} to move — computer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{name} to move — your turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You win. Well played!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>New game: Ctrl+N</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Click a move to go back (or forward) to it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Move list</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>COMPUTER</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>LAST SEARCH</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>HINT</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>MOVES</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Level: {level}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played a random move: this level sometimes does.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No search yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{book} (no search).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Evaluation ({view} view): {score}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Evaluation for {player}: {score}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Best line: {line}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played {move} instead: this level picks among moves close to the best.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No moves yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>An unfinished game of {game} (%n move(s)) was saved. Resume it?</source>
      <translation>
        <numerusform>An unfinished game of {game} (%n move) was saved. Resume it?</numerusform>
        <numerusform>An unfinished game of {game} (%n moves) was saved. Resume it?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SoundMenu</name>
    <message>
      <source>&amp;Sounds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Sounds &amp;on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play a sound for each move, a capture, check, a hint and the end</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Volume</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>TablebaseFolder</name>
    <message>
      <source>&amp;Tablebases folder…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;No tablebases</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>TimeControlDialog</name>
    <message>
      <source>Custom time control</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Time on each clock:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Increment per move:</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>TreeDiagram</name>
    <message>
      <source>Search tree diagram</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>TreeFiles</name>
    <message>
      <source>The game opened without its variations, which could not be read: {0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>WeightsGameWindow</name>
    <message>
      <source>Play against your weights</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Board of the game against your weights</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points for &amp;two in an open line:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points for t&amp;hree in an open line:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points for a disc in the &amp;centre column:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Search &amp;depth (plies):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You &amp;play:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Took back a move. Your move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is over: New game plays again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Wait: your weights are searching.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your weights are searching…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} plays {1}: {2:+d} for {0} at depth {3}; the solver: {4}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your weights' first mistake: {0}, which {1}; the search saw {2:+d} there.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The solver found no mistake by your weights.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>WindowMenus</name>
    <message>
      <source>Plays &amp;second</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Plays &amp;first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Does &amp;not play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Plays &amp;both sides</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Auto</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Save…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Copy position</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Copy the game's name and moves as text (Ctrl+C)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Paste position</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Set &amp;up position…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Place pieces by hand and play or analyse from there</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play from a position pasted as text: GAME MOVE... (Ctrl+V)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take back your last move and the computer's reply (Ctrl+Z)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play again the moves you took back (Ctrl+Shift+Z)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show the move the strongest engine suggests, and why (H)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Coordinates</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Name the columns and rows around the board</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Analysis overlay</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show each move's score on the board after a search (A)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Best move arrow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Draw the engine's best move on the board while it analyses, and a hint's move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Announce &amp;moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Say each move, the side to move and the game's end in the status bar and to screen readers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Move now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stop thinking and play the best move found so far (Space or Esc)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Custom m,n,k…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;About Plyboard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Learn how the computer thinks…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A course with live boards: minimax, alpha-beta and more</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;System</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>G&amp;ames</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Computer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Algorithm</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Compare algorithms…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Search tree…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Difficulty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;View</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Analysis &amp;lines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>An&amp;imation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Move &amp;numbers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Palette</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Board &amp;theme</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>St&amp;one style</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
