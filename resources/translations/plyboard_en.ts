<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>AnalysisPanel</name>
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
    <name>BoardPlay</name>
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
    <name>BoardView</name>
    <message>
      <source>Board</source>
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
      <source>Sources, retold in our words: {}</source>
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
      <source>Expert</source>
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
