<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>AnalysisPanel</name>
    <message>
      <source>Computer's search</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Analysis</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hint search</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>depth {depth} · {nodes} playouts · {seconds} s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{summary} · {speed} playouts/s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>depth {depth} · {nodes} nodes · {seconds} s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{summary} · {speed} nodes/s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Proven: yes, the exact game-theoretic value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Proven: the result, not yet its shortest distance</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Proven: no, an estimate from the engine's heuristic</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show the position before move {number} ({move})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show the position before the move that lost most ({})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Analysis &amp;panel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Depth, nodes, speed, best line and score of each search; the evaluation graph; the game review (Ctrl+Shift+A)</source>
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
      <source>Find the first move that changed the game's value (Ctrl+R)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Analyse position</source>
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
      <source>Go to move {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>ANALYSING…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Review stopped.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play some moves first: there is nothing to review.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reviewing…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Review stopped before the end.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No inaccuracies, mistakes or blunders: every move kept the value.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>position after {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>running</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>NO SEARCH YET</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>EVALUATION (UP: {} BETTER)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stop analysis</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stop review</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>BEST LINE</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>BEST {} LINES</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scores from {} (View &gt; Analysis lines: how many)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Review: after the game, its inaccuracies (?!), mistakes (?) and blunders (??).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Review: after the game, the first move that changed its value.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Review is not available for {game}: its engine estimates values rather than proving them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reviewing… {done} of {total} positions proven</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reviewing… {done} of {total} positions searched</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>let the win slip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>let the win slip (and lost)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>lost the draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Move {number} ({side} {move}) {verdict}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Review stopped before it found a change.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No position of this game could be proven in time, so it cannot be reviewed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No move changed the game's value: every move kept it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Values were proven from move {number} on, and no move there changed them; earlier positions are too far from the end to prove in time.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{move} (best was {best})</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>AnimationSpeed</name>
    <message>
      <source>&amp;Off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Fast</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Slow</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>BoardPlay</name>
    <message>
      <source>{}, a target</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is over: start a new one with Ctrl+N.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Wait: it is the computer's move.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>BoardTheme</name>
    <message>
      <source>&amp;Wood</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Blue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Green</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>G&amp;rey</source>
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
    <name>Cells</name>
    <message>
      <source>column {column}: empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>column {column}: one disc, {top}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>column {column}: {count} discs, {top} on top, full</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>column {column}: {count} discs, {top} on top</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>point {point}: empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>point {point}: the hare</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>point {point}: a hound</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{cell}: empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{cell}: {piece}, move {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{cell}: {piece}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{colour} {kind}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Chess960Dialog</name>
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
      <source>Show &amp;legal moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Mark where the selected piece may go: dots, rings on captures (chess)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;No clock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Custom…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Time control</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No draw can be claimed now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Copied FEN: {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Copied the game as PGN: {} moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>That piece cannot go to {}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Custom ({})…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Opening: from a set-up position</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Opening names unavailable: {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Opening: —</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>running</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>stopped</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ChessPlugin</name>
    <message>
      <source>White's</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>White's point of view: + is good for White, #N White mates in N moves</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CompareDialog</name>
    <message>
      <source>Algorithm</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nodes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Of minimax</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Compare algorithms</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{game} {position}: {side} to move</source>
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
      <source>&amp;Depth (plies):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>MCTS &amp;playouts up to:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is over: there is no move to search for.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Score for {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Measuring the position to choose a depth that takes seconds…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Searching with {engine}, depth {depth}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>searching…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{game} {position}, depth {depth}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cancelled. Press Run to start again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Done in {seconds} s. Change the depth or the MCTS playouts and press Run to compare again.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CompareWorker</name>
    <message>
      <source>The comparison could not be completed: {}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ComputerTurn</name>
    <message>
      <source>the engine was still preparing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the engine had no move yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played {move} at once: {why}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{message} It stopped {count} times in a row: the computer does not think again until you ask (Move now, Undo, New game).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{} The game is unchanged; the computer thinks again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer chose an illegal move ({}).</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Counts</name>
    <message>
      <source>two</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>three</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>four</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>five</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>six</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>seven</source>
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
      <source>Not possible: {}.</source>
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
    <name>EngineChoice</name>
    <message>
      <source>The engine {engine} could not choose a move ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The engine {engine} could not find a hint ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The engine {engine} could not analyse the position ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
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
      <source> s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the level's time</source>
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
      <source>Not added: {}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Added {}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Removed {}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Removed the engine.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose an engine in the list first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reading the options of {}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Options of {engine}: {options}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EngineMatchWindow</name>
    <message>
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>White</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Result</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>How</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Time per move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>10 s + 0.1 s a move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>1 min + 1 s a move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>3 min + 2 s a move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>40 moves in 1 min</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Engine match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source> s</source>
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
      <source>Cannot start: {}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{first} against {second}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game {game} of {games}: move {move}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Match over. {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{a} {wins}, {b} {losses}, {draws} drawn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Could not save the games: {}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Saved {count} games to {file}. {tally}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save the match</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EngineMenu</name>
    <message>
      <source>Plyboard's engine</source>
      <translation type="unfinished" />
    </message>
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
      <source>Use &amp;{}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chess engine failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer's moves: {opponent} ({seconds} s a move); hints and analysis: {analyser}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer's moves: {opponent}; hints and analysis: {analyser}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EngineOptionsDialog</name>
    <message>
      <source>Options of {}</source>
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
      <source>no evaluation yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Evaluation: {score}, from White's point of view (+ is good for White; #N: White mates in N moves, -#N: Black does)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>White {share}, {score}</source>
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
    <name>GameController</name>
    <message>
      <source>Could not autosave the game ({}).</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Plyboard games (*.plyboard.json *.json)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All files (*)</source>
      <translation type="unfinished" />
    </message>
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
      <source>Cannot paste {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{}. Nothing changed.</source>
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
    <message>
      <source>Chess games (*.pgn)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Only chess games can be saved as PGN.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Games</name>
    <message>
      <source>Tic-tac-toe</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Connect Four</source>
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
      <source>Chess960</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{k} in a row ({size})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Connect Four ({size})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chess960 (start {number})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{game} (from a position)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>HintDisplay</name>
    <message>
      <source>Looking for the best move…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A hint is for your turn, while the game goes on.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hint: {}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Hints</name>
    <message>
      <source>makes two threats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>blocks a four</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>keeps the draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the only move that does not lose</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>by fours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>by fours and threes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>keeps the win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>was lost anyway</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>throws away a win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>throws away a win (now a draw)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>throws away the draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>completes {count} in a row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>blocks {count} in a row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>threatens {count} in a row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>blocks a {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>makes a {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>wins in {plies}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>wins in {plies} {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>loses in {plies} (the longest resistance)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>too deep for the solver within {seconds} s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>1 ply</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{count} plies</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>best by the engine's estimate (score {score})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{first} and {second}</source>
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
    <name>Lessons</name>
    <message>
      <source>Right. {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not quite: the answer is {right}. {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a win for {side}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a draw for {side}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a loss for {side}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a win for {side} in {plies} plies</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>about {factor} times fewer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game trees and minimax</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Russell and Norvig, Artificial Intelligence: A Modern Approach, chapter on adversarial search (minimax on tic-tac-toe)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Depth limits and evaluation functions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shannon, Programming a Computer for Playing Chess (1950), on evaluation functions and a limited look-ahead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on Connect Four</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Alpha-beta: the branches not searched</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Knuth and Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 (1975)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Move ordering and iterative deepening</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Slate and Atkin, Chess 4.5, the Northwestern University chess program (1977), on iterative deepening</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Knuth and Moore (1975), on the best case of alpha-beta with the best move first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Transposition tables and symmetry</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Zobrist, A New Hashing Method with Application for Game Playing (1970)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Greenblatt, Eastlake and Crocker, The Greenblatt Chess Program (1967), on remembering positions already searched</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Monte Carlo tree search and UCT</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Kocsis and Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Solving a game: bitboards and retrograde tables</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on solving Connect Four</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pons, Solving Connect 4: how to build a perfect AI (blog and solver, 2019), on bitboards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Thompson, Retrograde Analysis of Certain Endgames (1986)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Threats: wins by fours and by threes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on threat-space search and Go-Moku</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A chess engine: quiescence and perft</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shannon, Programming a Computer for Playing Chess (1950)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The Chess Programming Wiki's pages on quiescence search and perft</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Measuring strength: matches and Elo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Elo, The Rating of Chessplayers, Past and Present (1978)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Agresti and Coull, Approximate Is Better than Exact for Interval Estimation of Binomial Proportions (1998), on the interval</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>twos {two}, threes {three}, centre {centre}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Connect Four is too deep to search to the end at every move, so a program stops after a few plies (here {depth}) and scores the positions there with an &lt;i&gt;evaluation function&lt;/i&gt;: a guess from the discs, such as points for every line of four a side could still fill. The search then trusts the guess. A threat that only shows after the horizon is invisible to it, and a weight that looks sensible can pull the search towards a lost position.&lt;/p&gt;&lt;p&gt;{side} is to move; with perfect play the game is {value}. Three evaluations, each searched {depth} plies deep by alpha-beta, and what the solver says of the move each one plays:&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>weights</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>after it, with perfect play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;A solver has no horizon: it searches every line to the end, so it refutes the guess.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Which weights make the {depth}-ply search find a winning move?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With {weights} the search plays {move}, which keeps the win; the others' moves lose it, and the solver shows how.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;To &lt;i&gt;solve&lt;/i&gt; a game is to know the value of its positions with perfect play. Connect Four was solved in 1988 (James D. Allen, and Victor Allis): the first player wins by starting in the centre. Our solver, after Pascal Pons's, keeps each side's discs in a 64-bit number (a bitboard), so a drop is an addition and four in a row a few shifts and ands, and searches alpha-beta with null windows, a transposition table and the centre first.&lt;/p&gt;&lt;p&gt;In this position, {side} to move, it searched &lt;b&gt;{nodes:,}&lt;/b&gt; positions and values every drop:&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>drop</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>with perfect play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Smaller games are solved backwards: a &lt;i&gt;retrograde&lt;/i&gt; table starts from every finished position and works back move by move until each position has its value and its distance to the end. Read from our tables:&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>game, at its start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>to move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Which of these drops wins for {side} fastest?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The solver says {move}: after it, {value}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;In five in a row a &lt;i&gt;four&lt;/i&gt; must be answered at once, so a side that can make four after four leaves the opponent one move each time: the tree of such a sequence is a single line, and a program can search it very deep. L. Victor Allis called this &lt;i&gt;threat-space search&lt;/i&gt; (1994): only the attacker's threats and the defender's answers to them, a win by continuous fours (VCF) or, allowing open threes too, a win by threats (VCT).&lt;/p&gt;&lt;p&gt;Here {side} can make {fours} fours. Our threat search finds a win by fours in &lt;b&gt;{moves}&lt;/b&gt; of {side}'s moves, {other}'s answers forced:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{sequence}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{failing} of the fours lead to no such win.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Two plies earlier, before {side}'s {own_move} and {other}'s {their_move}, {side} had no win by fours, but a win by threats:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{line}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;An open three leaves the defender several answers (and fours of their own to throw in first), so this search branches: it tries every answer, and the line shows the main ones. It is deeper work than fours alone, which is why programs look for a win by fours first.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With which four does {side}'s win by fours begin?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{first}: the threat search wins in {moves} moves with {sequence}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Claude Shannon's 1950 paper set out how a program could play chess: search a few moves ahead and score the positions reached. A search that stops in the middle of an exchange scores it wrongly: it counts the piece just taken and not the recapture. &lt;i&gt;Quiescence search&lt;/i&gt; plays on from each leaf with captures only (the best ones first: most valuable victim, least valuable attacker) until the position is quiet.&lt;/p&gt;&lt;p&gt;Here, {side} to move, a one-ply search without quiescence plays &lt;b&gt;{blunder}&lt;/b&gt; (it scores {blind:+d} centipawns); with quiescence it sees the answer, scores {blunder} {after:+d}, and plays &lt;b&gt;{sound}&lt;/b&gt; ({seeing:+d}).&lt;/p&gt;&lt;p&gt;How do we know the move generator is right? &lt;i&gt;Perft&lt;/i&gt; counts every line of legal moves to a depth and compares with known counts. From the start, counted now:&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>plies</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>positions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Which move does the one-ply search without quiescence play?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{blunder}: without quiescence it counts the pawn won and stops before the recapture; searched on through the captures, {blunder} is worth {after:+d}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>at least {lower} (95%); no losses, so no upper bound</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>at most {upper} (95%); no wins, so no lower bound</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;A program's strength is measured by playing games: the score against an opponent gives a rating difference by the Elo formula (a 64% score is about +100). A few games say little: the interval around the estimate narrows only with the square root of the games, four times as many for half the width. That is why a ladder of levels needs hundreds of games between neighbours.&lt;/p&gt;&lt;p&gt;Just now, {games} games of {game}, {strong} against {weak}, colours alternating: {strong} won &lt;b&gt;{wins}&lt;/b&gt;, drew &lt;b&gt;{draws}&lt;/b&gt;, lost &lt;b&gt;{losses}&lt;/b&gt;, a score of {score:.0%}.&lt;/p&gt;&lt;p&gt;Estimated difference: &lt;b&gt;{estimate}&lt;/b&gt;.&lt;br&gt;The same score over {more_games} games would give {tenfold}.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Do these {games} games show, at 95%, that {strong} is stronger?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>yes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The interval is {interval}: its lower end is above 0.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The interval is {interval}: it still reaches 0 or below.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;A game tree has the position at its root and a branch for every move. Minimax gives each position the best value its side to move can force: at {side}'s turn the largest of the children's values, at {other}'s the smallest, down to positions where the game is over.&lt;/p&gt;&lt;p&gt;Here {side} is to move with {count} moves. Searched to the end, minimax visited &lt;b&gt;{nodes:,}&lt;/b&gt; positions and gives every move this value:&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>So what is the position worth for {side}, who is to move?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The root takes the best of its children for the side to move: {side} has a move worth {value}, and none better.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Alpha-beta finds the same value as minimax without looking at everything. It carries a window [α, β]: α is what the side to move is already sure of, β what the opponent will allow. As soon as one reply shows that a move is at least β for the side that replies, that move is no better than one already found, and its other replies need not be searched: a &lt;i&gt;β cut-off&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Here {side} is to move. After {side}'s {move}, {other}'s reply {reply} is already good enough for {other}, and alpha-beta skips the other {pruned} replies. Over the whole tree it searched &lt;b&gt;{alphabeta_nodes:,}&lt;/b&gt; positions where minimax searched &lt;b&gt;{minimax_nodes:,}&lt;/b&gt;.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the replies were all searched: no cut-off after {move}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Why does alpha-beta stop searching {other}'s replies to {move} after {reply}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{reply} is worth {value} for {other} (from {other}'s side), which reaches β = {beta}: {side} already has a move at least that good, so {move} cannot be better and its other replies cannot change the choice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>moves in board order</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>promising moves first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>alpha-beta, {order}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Alpha-beta cuts more the sooner it meets the best move: tried first, a strong move sets a window that cuts its rivals' replies at once. Programs therefore try promising moves first (here winning drops, then blocks, then from the centre out). Iterative deepening searches 1 ply, then 2, ... up to the depth: each shallow search is cheap, tells the next one which move to try first, and leaves a move ready when the time runs out.&lt;/p&gt;&lt;p&gt;Connect Four, {side} to move, searched {depth} plies deep by iterative deepening (positions over all iterations):&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>search</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Positions in each iteration:&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>depth</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the same value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>values that differ</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>How many times fewer positions does the ordered search need than the first?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{first:,} against {ordered:,}: {ratio:.1f} times fewer, for the same depth and {same}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a transposition table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a table that counts the board's eight symmetries as one</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Different move orders often reach the same position: X on a1 then O on b2 then X on c3 is the position of X on c3, O on b2, X on a1. A &lt;i&gt;transposition table&lt;/i&gt; stores each position searched, under a key computed from the position alone (a Zobrist hash in most programs), with its value, the depth searched and whether the value is exact or only a bound; meeting the position again costs one look-up.&lt;/p&gt;&lt;p&gt;Symmetry goes further: a position turned or mirrored has the same value, so a program can store it under one key for all eight images of a square board (Connect Four has two: the board and its mirror).&lt;/p&gt;&lt;p&gt;Tic-tac-toe from the empty board, {side} to move, searched to the end by alpha-beta with the same move ordering:&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>search with</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>How many times fewer positions does the table with symmetry need than the table alone?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{table:,} against {symmetry:,}: {ratio:.1f} times fewer (and {against_none:.0f} times fewer than no table), with the same value: a turned board is the same game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Monte Carlo tree search does not need an evaluation: it plays games to the end with random moves (playouts) and grows a tree where they went. Each playout starts at the root and goes down by UCT: at every node it takes the child with the highest &lt;i&gt;mean result + c·√(ln N / n)&lt;/i&gt;, where N counts the parent's visits, n the child's, and c = {c:.3f}. The first term favours moves that did well, the second moves tried seldom.&lt;/p&gt;&lt;p&gt;After {playouts} playouts from this position ({side} to move):&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>visits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Which of {side}'s moves will playout {playout} try first?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{best} has the highest UCT value, {value:.3f}: selection follows UCT, not the most visits.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Levels</name>
    <message>
      <source>Beginner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Easy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Medium</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Advanced</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Strong</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Expert</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>random</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>perfect</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>patterns</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>compiled</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>horizon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>depth {depth}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{nodes} nodes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{share} random moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>picks within {margin} of the best</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side}: {details}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{level} — about {rating}</source>
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
      <source>Game over: {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{game} board</source>
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
    <message>
      <source>Took back 1 move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Took back {count} moves.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Replayed 1 move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Replayed {count} moves.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MoveNumbers</name>
    <message>
      <source>&amp;Off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Last {} moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;All moves</source>
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
      <source>Edit comment &amp;before this variation…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Add comment &amp;before this variation…</source>
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
      <source>Comment before this variation (empty: none):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Comment on this move (empty: none):</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Moves</name>
    <message>
      <source>check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>kingside castling</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>queenside castling</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You claim a draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Computer claims a draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You drop in column {column}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Computer drops in column {column}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} drops in column {column}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You move a hound from point {start} to point {to}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You move the hare from point {start} to point {to}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Computer moves a hound from point {start} to point {to}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Computer moves the hare from point {start} to point {to}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A hound moves from point {start} to point {to}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hare moves from point {start} to point {to}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You play {move}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Computer plays {move}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} claims a draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} plays {move}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Notes</name>
    <message>
      <source>Move phase: slide a marker one step</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No legal move starts on that cell.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No legal move here.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>There is no game to play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} is in check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} may claim a draw ({claim})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this position has occurred {count} times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} drops a marker ({count} left)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ply {ply} of {limit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hounds' vertical moves in a row: {count} of {limit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Column {column} is full.</source>
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
      <source>&amp;RIF (two proposals for the 5th stone)</source>
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
      <source>The game opened without its opening rule, which could not be read: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The opening rule was left: {0}.</source>
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
      <source>Wait: the computer proposes the 5th stone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Wait: the computer picks the 5th stone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not there: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer chooses its colour…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer proposes two points for the 5th stone…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>RIF: propose point {0} of 2 for Black's 5th stone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The computer picks one of the two proposals…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>RIF: pick Black's 5th stone, {0} or {1} (on the board or here).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pick {0}</source>
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
    <name>Openings</name>
    <message>
      <source>I place two more: the three stones are close to even ({score} for White)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>I take White: Black's stones give White the better game, {score}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>I take Black: Black's stones are worth more, {score} for White</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the opening is settled</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a colour must be chosen first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Black proposes two points for the 5th stone first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the 5th stone must be one of Black's two proposals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>that point is already taken</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>that point is proposed already</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no proposal for the 5th stone is due now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>there are no two proposals to pick from now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no colour choice is pending</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the 1st stone goes on the centre point</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the 2nd stone goes next to the centre point (the central 3x3 square)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the 3rd stone goes within the central 5x5 square</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the two proposals are the same move mirrored or turned on this position: they must differ in all respects</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>I propose {first} and {second} for the 5th stone: my two best points that differ ({first_score} and {second_score} for White)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>I pick {best} for Black's 5th stone: it leaves White {best_score}, {other} would leave {other_score}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>OptionsReader</name>
    <message>
      <source>Could not read the options of {engine}: {error}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Outcomes</name>
    <message>
      <source>board full</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>four in a row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>four in a row or a square</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the same position three times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>checkmate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>stalemate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>insufficient material</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>seventy-five-move rule</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>fivefold repetition</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>threefold repetition</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>fifty-move rule</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>on time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>time out, but the opponent cannot mate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the hare slipped past the hounds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the hare reached the left tip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the hare is trapped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the hounds cannot move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>move limit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>stopped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} wins ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Draw ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{k} in a row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the hounds stalled: {count} vertical moves in a row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{count} plies without a trap</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Palette</name>
    <message>
      <source>&amp;Light</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Dark</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;High contrast</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PieceSet</name>
    <message>
      <source>&amp;Classic</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Silhouettes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Letters</source>
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
    <name>Pieces</name>
    <message>
      <source>Pawn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Knight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bishop</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rook</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Queen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>King</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hound</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hare</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>white</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>yellow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>pawn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>knight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>bishop</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>rook</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>queen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>king</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>stone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>piece</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>disc</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Positions</name>
    <message>
      <source>at the start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>after {count} moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>after {moves}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PromotionChooser</name>
    <message>
      <source>Promote to {}</source>
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
      <source>The threat search found no move of yours that missed a win by fours or let the opponent have one.</source>
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
    <name>PuzzleStatistics</name>
    <message>
      <source>Puzzles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rating</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Streak</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Solved</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Latest</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Puzzle history</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No puzzles tried yet (Game &gt; Puzzles…).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Solved and failed count the latest {0} puzzles of each game.</source>
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
      <source>&lt;b&gt;{0} to move: {1}&lt;/b&gt;</source>
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
      <source>Also right: {0} and {1} more</source>
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
    <name>Puzzles</name>
    <message>
      <source>draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>win material</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this only draws</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: it wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: it holds the draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: five in a row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: checkmate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: it wins material</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this four does not lead to a win by fours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>find a better move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>stop the win by fours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>stop the threat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: a double four wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>win in {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>win by fours in {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>mate in {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>win by threes in {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: {side} cannot meet the threats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this is neither a four nor an open three: {side} is free to answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} can meet this threat: no win by threats follows</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} answers at {cell} and no win by threats follows</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: {side} has no win by fours or threes left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} still wins by fours: {line}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{side} still wins by threes: {line}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this lets {side} win in 1 move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this lets {side} win in {count} moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: it wins in 1 move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: it wins in 1 move, though more slowly than the best</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: it wins in {count} moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: it wins in {count} moves, though more slowly than the best</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this lets {side} make five</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this is not a four: {side} is free to answer anywhere</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: {side} must block at {cell}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: it mates in {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this lets the opponent mate in {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this does not mate in {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: {move} is the review's best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this loses {amount} pawns against {best}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: within {amount} pawns of {best}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: as good as {best}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this lets {side} make five at {cell}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: {side} has no win by fours now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this lets {side} win by fours: {line}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right: after {side} blocks at {cell}, {side} has no win by fours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this four only delays: {side} blocks at {cell} and still wins by fours: {line}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{cells} (1 move)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{cells} ({count} moves)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this leaves the position about even ({score})</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ReviewWorker</name>
    <message>
      <source>The review could not be completed: {}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Rules</name>
    <message>
      <source>When the board fills up without such a row, the game is a draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With perfect play by both sides it is always a draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The disc falls to the lowest free cell of that column, and a full column cannot be chosen.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The first to line up four of their discs across, up and down, or diagonally wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When the board fills up without four in a row, the game is a draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With perfect play the first player wins by starting in the centre column.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Three hounds hunt one hare on a board of eleven points joined by lines: the top row 1-2-3, the middle row 4-5-6-7-8 (4 is the left tip, 6 the centre, 8 the right tip) and the bottom row 9-10-11.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>From the left, the columns are 4 | 1, 5, 9 | 2, 6, 10 | 3, 7, 11 | 8.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A move takes one piece one step along a line to an empty point: the hare may step in any direction, a hound never to a point in a column further left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hounds start on 1, 4 and 9, the hare on 8.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hounds start on 1, 4 and 9, the hare on 6 (the centre).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hounds move first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hare moves first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hounds win when the hare cannot move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hare wins when no hound stands in a column left of the hare's column (it has slipped past them; a hare on point 4 has always won), or when the hounds make 10 vertical moves in a row (they are stalling; the hare's moves in between do not break the count).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hare wins when it reaches point 4, the left tip, or when the hounds make 10 vertical moves in a row (they are stalling; the hare's moves in between do not break the count).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hare wins when no hound stands in a column left of the hare's column (it has slipped past them; a hare on point 4 has always won), or when 40 plies have been played without a trap.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hare wins when it reaches point 4, the left tip, or when 40 plies have been played without a trap.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A trap on the hounds' last allowed move still wins for them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hounds that have no move left (they can never step back) lose.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Teeko is played on a 5 by 5 board; Black moves first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Each player in turn drops one of their four markers on an empty cell.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When all eight markers are on the board, each turn moves one of your markers one step, across, up, down or diagonally, to an empty neighbouring cell.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You win with four markers in a row (across, up and down, or diagonally) or on the four cells of a 2 by 2 square.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When the same position (the same markers on the same cells, the same side to move) occurs for the third time, the game is a draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With perfect play by both sides Teeko is a draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In this variant Black's first marker may not go on the centre cell, c3.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The first to get five stones in an unbroken row (across, up and down, or diagonally) wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In free-style gomoku a row of six or more also wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In standard gomoku only exactly five in a row wins: an overline of six or more does not.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Renju: Black wins only with exactly five in a row, White with five or more.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Black may not play a forbidden point: one that makes two open threes at once (double-three), two fours at once (double-four, also two in one line) or six or more in a row (overline).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A three counts only if it can become an open four by a move that is not itself forbidden.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A move that makes exactly five wins even if it also makes a forbidden shape.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chess is played on an 8 by 8 board; White moves first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You win by checkmating the opposing king: attacking it so that no move saves it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Castling, en passant and promotion are played as in the FIDE Laws of Chess.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is drawn by stalemate, by insufficient material to mate, after 75 moves by each side without a capture or pawn move, or when the same position occurs five times.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The side to move may claim a draw when the position has occurred three times or after 50 moves by each side without a capture or pawn move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Two players take turns placing a stone on an empty cell of a {width} by {height} board; X moves first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Two players take turns placing a stone on an empty intersection of a {width} by {height} board; Black moves first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The first to get {k} of their stones in an unbroken row (across, up and down, or diagonally) wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Two players take turns dropping a disc into one of the {columns} columns of an upright board {rows} rows high; Red moves first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With perfect play the hounds win, in {plies} plies.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SearchDesk</name>
    <message>
      <source>Preparing the solver…{}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The solver could not be prepared: {}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SearchTreeWindow</name>
    <message>
      <source>Minimax</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Alpha-beta</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Alpha-beta + move ordering</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Alpha-beta + ordering + table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Monte Carlo tree search</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Search tree</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{game} after {moves}: {side} to move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{game} at the start: {side} to move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>depth </source>
      <translation type="unfinished" />
    </message>
    <message>
      <source> playouts</source>
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
      <source>Searching with {}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The finished tree: the principal variation is highlighted; ✂ rows are the moves a cut-off left unsearched; ≥ and ≤ mark bounds; win@N is a win N plies from the root. Press Next or Play to replay the search.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Step {step} of {steps}: {what}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Pause</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SearchWorker</name>
    <message>
      <source>The computer could not choose a move: {}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SetupDialog</name>
    <message>
      <source>{piece} ({side})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Set up a position: {}</source>
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
      <source>Not a position: {}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not yet a position to play: {}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ready: {} to move.</source>
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
      <source>{details}, no limits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{details} (engine chosen by you)</source>
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
    <name>Sides</name>
    <message>
      <source>X</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>O</source>
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
      <source>White</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hounds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hare</source>
      <translation type="unfinished" />
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
    <message>
      <source>Unavailable: {}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SoundSinks</name>
    <message>
      <source>no sound while drawing offscreen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Qt's multimedia module could not be loaded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no audio output was found</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StoneStyle</name>
    <message>
      <source>&amp;Shaded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Flat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Glossy</source>
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
    <message>
      <source>{}; the engine goes on without tablebases</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chess tablebases: none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chess tablebases: {files} Syzygy tables up to {pieces} pieces in {folder}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Syzygy tablebases folder (files such as KQvK.rtbw)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tablebases folder</source>
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
      <source> min</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source> s</source>
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
    <name>TreeWorker</name>
    <message>
      <source>The search could not be recorded: {}</source>
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
