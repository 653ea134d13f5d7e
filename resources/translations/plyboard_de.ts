<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>Analysis</name>
    <message>
      <source>Analysis &amp;panel</source>
      <translation>Analyse&amp;leiste</translation>
    </message>
    <message>
      <source>Depth, nodes, speed, best line and score of each search; the evaluation graph; the game review (Ctrl+Shift+A)</source>
      <translation>Tiefe, Knoten, Tempo, beste Variante und Bewertung jeder Suche; der Bewertungsverlauf; die Partieauswertung (Strg+Umschalt+A)</translation>
    </message>
  </context>
  <context>
    <name>AnalysisPanel</name>
    <message>
      <source>Find the first move that changed the game's value (Ctrl+R)</source>
      <translation>Den ersten Zug finden, der den Wert der Partie verändert hat (Strg+R)</translation>
    </message>
    <message>
      <source>Move now</source>
      <translation>Jetzt ziehen</translation>
    </message>
    <message>
      <source>Stop thinking and play the best move found so far (Space)</source>
      <translation>Nachdenken beenden und den bisher besten Zug spielen (Leertaste)</translation>
    </message>
    <message>
      <source>Review game</source>
      <translation>Partie auswerten</translation>
    </message>
    <message>
      <source>Game review</source>
      <translation>Partieauswertung</translation>
    </message>
    <message>
      <source>EVALUATION (UP: {0} BETTER)</source>
      <translation>BEWERTUNG (OBEN: {0} BESSER)</translation>
    </message>
    <message>
      <source>Show the position before move {0} ({1})</source>
      <translation>Die Stellung vor Zug {0} zeigen ({1})</translation>
    </message>
    <message>
      <source>ANALYSING…</source>
      <translation>ANALYSIERT …</translation>
    </message>
    <message>
      <source>Show the position before the costliest move ({})</source>
      <translation>Die Stellung vor dem teuersten Zug zeigen ({})</translation>
    </message>
    <message>
      <source>NO SEARCH YET</source>
      <translation>NOCH KEINE SUCHE</translation>
    </message>
    <message>
      <source>Scores from {0} (View &gt; Analysis lines: how many)</source>
      <translation>Bewertungen aus Sicht von {0} (Ansicht &gt; Analysevarianten: wie viele)</translation>
    </message>
    <message>
      <source>Go to move {0}</source>
      <translation>Zu Zug {0} gehen</translation>
    </message>
    <message>
      <source>Analy&amp;se position</source>
      <translation>Stellung anal&amp;ysieren</translation>
    </message>
    <message>
      <source>Let the strongest engine analyse the position without playing (Ctrl+E)</source>
      <translation>Die stärkste Engine die Stellung analysieren lassen, ohne zu ziehen (Strg+E)</translation>
    </message>
    <message>
      <source>Re&amp;view game</source>
      <translation>Partie &amp;auswerten</translation>
    </message>
    <message>
      <source>Analyse position</source>
      <translation>Stellung analysieren</translation>
    </message>
  </context>
  <context>
    <name>BoardView</name>
    <message>
      <source>Board</source>
      <translation>Brett</translation>
    </message>
  </context>
  <context>
    <name>Chess960Dialog</name>
    <message>
      <source>Chess960</source>
      <translation>Chess960</translation>
    </message>
    <message>
      <source>Start positions are numbered 0 to 959; 518 is the usual one</source>
      <translation>Die Startstellungen sind von 0 bis 959 nummeriert; 518 ist die übliche</translation>
    </message>
    <message>
      <source>Start position number</source>
      <translation>Nummer der Startstellung</translation>
    </message>
    <message>
      <source>White's first rank</source>
      <translation>Grundreihe von Weiß</translation>
    </message>
    <message>
      <source>&amp;Random</source>
      <translation>&amp;Zufällig</translation>
    </message>
    <message>
      <source>Draw a start position at random</source>
      <translation>Eine Startstellung zufällig ziehen</translation>
    </message>
    <message>
      <source>Start &amp;position:</source>
      <translation>Start&amp;stellung:</translation>
    </message>
    <message>
      <source>White's first rank:</source>
      <translation>Grundreihe von Weiß:</translation>
    </message>
  </context>
  <context>
    <name>Chess960Menu</name>
    <message>
      <source>Chess&amp;960…</source>
      <translation>Chess&amp;960…</translation>
    </message>
    <message>
      <source>Chess with the pieces of the first rank shuffled (Fischer random)</source>
      <translation>Schach mit gemischten Figuren der Grundreihe (Fischer-Random)</translation>
    </message>
  </context>
  <context>
    <name>ChessBox</name>
    <message>
      <source>White</source>
      <translation>Weiß</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Schwarz</translation>
    </message>
  </context>
  <context>
    <name>ChessEvaluationBar</name>
    <message>
      <source>&amp;Evaluation bar</source>
      <translation>&amp;Bewertungsbalken</translation>
    </message>
    <message>
      <source>Show beside the chess board who is better by the latest search (White's share)</source>
      <translation>Neben dem Schachbrett zeigen, wer nach der letzten Suche besser steht (Anteil von Weiß)</translation>
    </message>
  </context>
  <context>
    <name>ChessFeatures</name>
    <message>
      <source>Claim &amp;draw</source>
      <translation>&amp;Remis beanspruchen</translation>
    </message>
    <message>
      <source>Claim a draw by threefold repetition or the fifty-move rule</source>
      <translation>Remis durch dreifache Stellungswiederholung oder die 50-Züge-Regel beanspruchen</translation>
    </message>
    <message>
      <source>Copy &amp;FEN</source>
      <translation>&amp;FEN kopieren</translation>
    </message>
    <message>
      <source>Copy P&amp;GN</source>
      <translation>P&amp;GN kopieren</translation>
    </message>
    <message>
      <source>&amp;Flip board</source>
      <translation>Brett &amp;drehen</translation>
    </message>
    <message>
      <source>Turn the board round (F)</source>
      <translation>Das Brett umdrehen (F)</translation>
    </message>
    <message>
      <source>&amp;Time control</source>
      <translation>&amp;Bedenkzeit</translation>
    </message>
    <message>
      <source>&amp;Custom ({0})…</source>
      <translation>&amp;Eigene ({0})…</translation>
    </message>
    <message>
      <source>Opening: from a set-up position</source>
      <translation>Eröffnung: aus einer aufgebauten Stellung</translation>
    </message>
    <message>
      <source>Opening names unavailable: {0}</source>
      <translation>Eröffnungsnamen nicht verfügbar: {0}</translation>
    </message>
  </context>
  <context>
    <name>CompareDialog</name>
    <message>
      <source>Compare algorithms</source>
      <translation>Algorithmen vergleichen</translation>
    </message>
    <message>
      <source>{0} {1}: {2} to move</source>
      <translation>{0} {1}: {2} am Zug</translation>
    </message>
    <message>
      <source>Minimax, then alpha-beta alone, with move ordering, and with ordering and a transposition table search this position to the same depth; then MCTS gets more and more playouts until it picks alpha-beta's move.</source>
      <translation>Minimax, dann Alpha-Beta allein, mit Zugsortierung sowie mit Sortierung und Transpositionstabelle durchsuchen diese Stellung bis zur selben Tiefe; dann bekommt MCTS immer mehr Playouts, bis es den Zug von Alpha-Beta wählt.</translation>
    </message>
    <message>
      <source>How deep the tree searches look</source>
      <translation>Wie tief die Baumsuchen schauen</translation>
    </message>
    <message>
      <source>The most playouts MCTS is given to find alpha-beta's move</source>
      <translation>Die meisten Playouts, die MCTS bekommt, um den Zug von Alpha-Beta zu finden</translation>
    </message>
    <message>
      <source>&amp;Run</source>
      <translation>&amp;Starten</translation>
    </message>
    <message>
      <source>&amp;Cancel</source>
      <translation>&amp;Abbrechen</translation>
    </message>
    <message>
      <source>The game is over: there is no move to search for.</source>
      <translation>Die Partie ist vorbei: Es gibt keinen Zug zu suchen.</translation>
    </message>
    <message>
      <source>Measuring the position to choose a depth that takes seconds…</source>
      <translation>Die Stellung wird vermessen, um eine Tiefe von einigen Sekunden zu wählen…</translation>
    </message>
    <message>
      <source>Searching with {0}, depth {1}…</source>
      <translation>Suche mit {0}, Tiefe {1}…</translation>
    </message>
    <message>
      <source>Cancelled. Press Run to start again.</source>
      <translation>Abgebrochen. Mit Starten neu beginnen.</translation>
    </message>
    <message>
      <source>Done in {0:.1f} s. Change the depth or the MCTS playouts and press Run to compare again.</source>
      <translation>Fertig in {0:.1f} s. Ändern Sie die Tiefe oder die MCTS-Playouts und drücken Sie Starten, um erneut zu vergleichen.</translation>
    </message>
  </context>
  <context>
    <name>CustomGameDialog</name>
    <message>
      <source>Not possible: {0}.</source>
      <translation>Nicht möglich: {0}.</translation>
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Custom m,n,k game</source>
      <translation>Eigenes m,n,k-Spiel</translation>
    </message>
    <message>
      <source>Columns of the board</source>
      <translation>Spalten des Bretts</translation>
    </message>
    <message>
      <source>Rows of the board</source>
      <translation>Reihen des Bretts</translation>
    </message>
    <message>
      <source>Stones in a row needed to win</source>
      <translation>Steine in einer Reihe, die zum Sieg nötig sind</translation>
    </message>
    <message>
      <source>&amp;Width (m):</source>
      <translation>&amp;Breite (m):</translation>
    </message>
    <message>
      <source>&amp;Height (n):</source>
      <translation>&amp;Höhe (n):</translation>
    </message>
    <message>
      <source>In a &amp;row (k):</source>
      <translation>In einer &amp;Reihe (k):</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Level</source>
      <translation>Stufe</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Gewonnen</translation>
    </message>
    <message>
      <source>Drawn</source>
      <translation>Remis</translation>
    </message>
    <message>
      <source>Lost</source>
      <translation>Verloren</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Statistik</translation>
    </message>
    <message>
      <source>&amp;Reset</source>
      <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
      <source>No games finished against the computer yet.</source>
      <translation>Noch keine Partie gegen den Computer beendet.</translation>
    </message>
    <message>
      <source>Could not reset: {reason}.</source>
      <translation>Zurücksetzen nicht möglich: {reason}.</translation>
    </message>
    <message>
      <source>Rules of {game}</source>
      <translation>Regeln von {game}</translation>
    </message>
    <message>
      <source>&lt;p&gt;Classic board games against a computer that is fast, strong at the top, honest at every level, and able to show why it plays a move.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Klassische Brettspiele gegen einen Computer, der schnell ist, an der Spitze stark, auf jeder Stufe ehrlich und der zeigen kann, warum er einen Zug spielt.&lt;/p&gt;&lt;p&gt;Lizenz: GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Plyboard</source>
      <translation>Über Plyboard</translation>
    </message>
  </context>
  <context>
    <name>EngineDialog</name>
    <message>
      <source>Chess engines</source>
      <translation>Schach-Engines</translation>
    </message>
    <message>
      <source>UCI engines</source>
      <translation>UCI-Engines</translation>
    </message>
    <message>
      <source>&amp;Add…</source>
      <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
      <source>Choose a UCI engine's executable (Stockfish, for one)</source>
      <translation>Das Programm einer UCI-Engine wählen (zum Beispiel Stockfish)</translation>
    </message>
    <message>
      <source>&amp;Remove</source>
      <translation>&amp;Entfernen</translation>
    </message>
    <message>
      <source>&amp;Options…</source>
      <translation>&amp;Optionen…</translation>
    </message>
    <message>
      <source>Set the chosen engine's own options (its preset)</source>
      <translation>Die eigenen Optionen der gewählten Engine einstellen (ihre Voreinstellung)</translation>
    </message>
    <message>
      <source>UCI engines (chess):</source>
      <translation>UCI-Engines (Schach):</translation>
    </message>
    <message>
      <source>Plays the computer's moves:</source>
      <translation>Spielt die Züge des Computers:</translation>
    </message>
    <message>
      <source>Time per move:</source>
      <translation>Zeit pro Zug:</translation>
    </message>
    <message>
      <source>Hints and analysis:</source>
      <translation>Tipps und Analyse:</translation>
    </message>
    <message>
      <source>Not added: {0}.</source>
      <translation>Nicht hinzugefügt: {0}.</translation>
    </message>
    <message>
      <source>Added {0}.</source>
      <translation>{0} hinzugefügt.</translation>
    </message>
    <message>
      <source>Removed {0}.</source>
      <translation>{0} entfernt.</translation>
    </message>
    <message>
      <source>Choose an engine in the list first.</source>
      <translation>Wählen Sie zuerst eine Engine in der Liste.</translation>
    </message>
    <message>
      <source>Reading the options of {0}…</source>
      <translation>Die Optionen von {0} werden gelesen…</translation>
    </message>
    <message>
      <source>Options of {0}: {1}.</source>
      <translation>Optionen von {0}: {1}.</translation>
    </message>
  </context>
  <context>
    <name>EngineMatchWindow</name>
    <message>
      <source>Engine match</source>
      <translation>Engine-Wettkampf</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source>Time per move of the UCI engines (Plyboard's levels keep theirs)</source>
      <translation>Zeit pro Zug der UCI-Engines (die Stufen von Plyboard behalten ihre)</translation>
    </message>
    <message>
      <source>A clock for both players: each shares out its time, and a fallen flag loses</source>
      <translation>Eine Uhr für beide Spieler: Jeder teilt seine Zeit ein, und ein gefallenes Blättchen verliert</translation>
    </message>
    <message>
      <source>Random opening moves</source>
      <translation>Zufällige Eröffnungszüge</translation>
    </message>
    <message>
      <source>Balanced opening set</source>
      <translation>Ausgeglichene Eröffnungen</translation>
    </message>
    <message>
      <source>Each pair of games starts from the next line of Plyboard's set of balanced, named openings (resources/chess/match-openings.txt)</source>
      <translation>Jedes Partienpaar beginnt mit der nächsten Zeile aus Plyboards Satz ausgeglichener, benannter Eröffnungen (resources/chess/match-openings.txt)</translation>
    </message>
    <message>
      <source>&amp;Start</source>
      <translation>&amp;Starten</translation>
    </message>
    <message>
      <source>S&amp;top</source>
      <translation>S&amp;toppen</translation>
    </message>
    <message>
      <source>Save &amp;games…</source>
      <translation>Partien &amp;speichern…</translation>
    </message>
    <message>
      <source>Match board</source>
      <translation>Brett des Wettkampfs</translation>
    </message>
    <message>
      <source>Match results</source>
      <translation>Ergebnisse des Wettkampfs</translation>
    </message>
    <message>
      <source>No games yet.</source>
      <translation>Noch keine Partien.</translation>
    </message>
    <message>
      <source>Match progress</source>
      <translation>Fortschritt des Wettkampfs</translation>
    </message>
    <message>
      <source>Player &amp;A:</source>
      <translation>Spieler &amp;A:</translation>
    </message>
    <message>
      <source>Player &amp;B:</source>
      <translation>Spieler &amp;B:</translation>
    </message>
    <message>
      <source>&amp;Games:</source>
      <translation>&amp;Partien:</translation>
    </message>
    <message>
      <source>&amp;Clock:</source>
      <translation>&amp;Uhr:</translation>
    </message>
    <message>
      <source>UCI engines' &amp;time per move:</source>
      <translation>&amp;Zeit pro Zug der UCI-Engines:</translation>
    </message>
    <message>
      <source>&amp;Openings:</source>
      <translation>&amp;Eröffnungen:</translation>
    </message>
    <message>
      <source>Cannot start: {0}.</source>
      <translation>Start nicht möglich: {0}.</translation>
    </message>
    <message>
      <source>{0} against {1}…</source>
      <translation>{0} gegen {1}…</translation>
    </message>
    <message>
      <source>Game {0} of {1}: move {2}</source>
      <translation>Partie {0} von {1}: Zug {2}</translation>
    </message>
    <message>
      <source>Match over. {0}</source>
      <translation>Wettkampf beendet. {0}</translation>
    </message>
    <message>
      <source>Could not save the games: {0}.</source>
      <translation>Die Partien konnten nicht gespeichert werden: {0}.</translation>
    </message>
    <message>
      <source>Saved {0} games to {1}. {2}</source>
      <translation>{0} Partien in {1} gespeichert. {2}</translation>
    </message>
  </context>
  <context>
    <name>EngineMenu</name>
    <message>
      <source>&amp;Engine…</source>
      <translation>&amp;Engine…</translation>
    </message>
    <message>
      <source>Play against or analyse with a UCI chess engine (Stockfish, for one)</source>
      <translation>Gegen eine UCI-Schach-Engine spielen oder mit ihr analysieren (zum Beispiel Stockfish)</translation>
    </message>
    <message>
      <source>Engine &amp;match…</source>
      <translation>Engine-&amp;Wettkampf…</translation>
    </message>
    <message>
      <source>Two engines play games against each other: Plyboard's levels and your UCI engines</source>
      <translation>Zwei Engines spielen Partien gegeneinander: Plyboards Stufen und Ihre UCI-Engines</translation>
    </message>
    <message>
      <source>Use &amp;{0}</source>
      <translation>&amp;{0} verwenden</translation>
    </message>
  </context>
  <context>
    <name>EngineOptionsDialog</name>
    <message>
      <source>Options of {0}</source>
      <translation>Optionen von {0}</translation>
    </message>
    <message>
      <source>This engine offers no options to set.</source>
      <translation>Diese Engine bietet keine einstellbaren Optionen.</translation>
    </message>
    <message>
      <source>press when the engine starts</source>
      <translation>beim Start der Engine drücken</translation>
    </message>
  </context>
  <context>
    <name>EvaluationBar</name>
    <message>
      <source>Evaluation: {0}, from White's point of view (+ is good for White; #N: White mates in N moves, -#N: Black does)</source>
      <translation>Bewertung: {0}, aus Sicht von Weiß (+ ist gut für Weiß; #N: Weiß setzt in N Zügen matt, -#N: Schwarz)</translation>
    </message>
    <message>
      <source>White {0:.0%}, {1}</source>
      <translation>Weiß {0:.0%}, {1}</translation>
    </message>
  </context>
  <context>
    <name>EvaluationGraph</name>
    <message>
      <source>Evaluation graph</source>
      <translation>Bewertungsverlauf</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Cannot open game</source>
      <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
      <source>{file}: {reason}.</source>
      <translation>{file}: {reason}.</translation>
    </message>
    <message>
      <source>{file}: {reason}. Nothing changed.</source>
      <translation>{file}: {reason}. Nichts wurde geändert.</translation>
    </message>
    <message>
      <source>{file} cannot be opened: {reason}.
Nothing changed.</source>
      <translation>{file} kann nicht geöffnet werden: {reason}.
Nichts wurde geändert.</translation>
    </message>
    <message numerus="yes">
      <source>Opened {file}: %n move(s)</source>
      <translation>
        <numerusform>{file} geöffnet: %n Zug</numerusform>
        <numerusform>{file} geöffnet: %n Züge</numerusform>
      </translation>
    </message>
    <message>
      <source>Cannot save game</source>
      <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
      <source>Saved to {file}</source>
      <translation>In {file} gespeichert</translation>
    </message>
    <message>
      <source>Cannot paste position</source>
      <translation>Stellung kann nicht eingefügt werden</translation>
    </message>
    <message>
      <source>The text is no position: {reason}.
Nothing changed.</source>
      <translation>Der Text ist keine Stellung: {reason}.
Nichts wurde geändert.</translation>
    </message>
    <message numerus="yes">
      <source>Pasted {game}: %n move(s)</source>
      <translation>
        <numerusform>{game} eingefügt: %n Zug</numerusform>
        <numerusform>{game} eingefügt: %n Züge</numerusform>
      </translation>
    </message>
    <message>
      <source>Copied: {text}</source>
      <translation>Kopiert: {text}</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Partie öffnen</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Partie speichern</translation>
    </message>
  </context>
  <context>
    <name>GameWords</name>
    <message>
      <source>Black</source>
      <translation>Schwarz</translation>
    </message>
    <message>
      <source>White</source>
      <translation>Weiß</translation>
    </message>
    <message>
      <source>Red</source>
      <translation>Rot</translation>
    </message>
    <message>
      <source>Yellow</source>
      <translation>Gelb</translation>
    </message>
    <message>
      <source>Hare</source>
      <translation>Hase</translation>
    </message>
    <message>
      <source>Hounds</source>
      <translation>Hunde</translation>
    </message>
    <message>
      <source>Tic-tac-toe</source>
      <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
      <source>4 in a row (5×5)</source>
      <translation>4 in einer Reihe (5×5)</translation>
    </message>
    <message>
      <source>5 in a row (7×7)</source>
      <translation>5 in einer Reihe (7×7)</translation>
    </message>
    <message>
      <source>Connect Four</source>
      <translation>Vier gewinnt</translation>
    </message>
    <message>
      <source>Connect Four (6×5)</source>
      <translation>Vier gewinnt (6×5)</translation>
    </message>
    <message>
      <source>Connect Four (8×7)</source>
      <translation>Vier gewinnt (8×7)</translation>
    </message>
    <message>
      <source>Hare and Hounds</source>
      <translation>Hase und Hunde</translation>
    </message>
    <message>
      <source>Hare and Hounds (hare first)</source>
      <translation>Hase und Hunde (Hase beginnt)</translation>
    </message>
    <message>
      <source>Hare and Hounds (hare in the centre)</source>
      <translation>Hase und Hunde (Hase in der Mitte)</translation>
    </message>
    <message>
      <source>Hare and Hounds (hare to the tip)</source>
      <translation>Hase und Hunde (Hase zur Spitze)</translation>
    </message>
    <message>
      <source>Hare and Hounds (40-ply limit)</source>
      <translation>Hase und Hunde (höchstens 40 Halbzüge)</translation>
    </message>
    <message>
      <source>Teeko</source>
      <translation>Teeko</translation>
    </message>
    <message>
      <source>Teeko (no centre first)</source>
      <translation>Teeko (erster Zug nicht in die Mitte)</translation>
    </message>
    <message>
      <source>Gomoku</source>
      <translation>Gomoku</translation>
    </message>
    <message>
      <source>Gomoku (standard)</source>
      <translation>Gomoku (Standard)</translation>
    </message>
    <message>
      <source>Gomoku (renju)</source>
      <translation>Gomoku (Renju)</translation>
    </message>
    <message>
      <source>Chess</source>
      <translation>Schach</translation>
    </message>
    <message>
      <source>beginner</source>
      <translation>Anfänger</translation>
    </message>
    <message>
      <source>easy</source>
      <translation>leicht</translation>
    </message>
    <message>
      <source>medium</source>
      <translation>mittel</translation>
    </message>
    <message>
      <source>hard</source>
      <translation>schwer</translation>
    </message>
    <message>
      <source>expert</source>
      <translation>Experte</translation>
    </message>
  </context>
  <context>
    <name>LanguageMenu</name>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Sprache</translation>
    </message>
    <message>
      <source>System default</source>
      <translation>Wie das System</translation>
    </message>
    <message>
      <source>The language changes when Plyboard starts again.</source>
      <translation>Die Sprache wechselt beim nächsten Start von Plyboard.</translation>
    </message>
  </context>
  <context>
    <name>LearnWindow</name>
    <message>
      <source>Learn: how game programs think</source>
      <translation>Lernen: Wie Spielprogramme denken</translation>
    </message>
    <message>
      <source>Lessons</source>
      <translation>Lektionen</translation>
    </message>
    <message>
      <source>Lesson text</source>
      <translation>Text der Lektion</translation>
    </message>
    <message>
      <source>Lesson board</source>
      <translation>Brett der Lektion</translation>
    </message>
    <message>
      <source>&amp;Check</source>
      <translation>&amp;Prüfen</translation>
    </message>
    <message>
      <source>Feedback</source>
      <translation>Rückmeldung</translation>
    </message>
    <message>
      <source>◀ &amp;Back</source>
      <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
      <source>&amp;Next ▶</source>
      <translation>&amp;Weiter ▶</translation>
    </message>
    <message>
      <source>&amp;Try it on the board</source>
      <translation>Auf dem Brett &amp;ausprobieren</translation>
    </message>
    <message>
      <source>Open the search &amp;tree</source>
      <translation>Such&amp;baum öffnen</translation>
    </message>
    <message>
      <source>The engines are working out this lesson's figures…</source>
      <translation>Die Engines berechnen die Zahlen dieser Lektion…</translation>
    </message>
    <message>
      <source>Choose an answer first.</source>
      <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
      <source>&amp;Play against weights…</source>
      <translation>Gegen Gewichte &amp;spielen…</translation>
    </message>
    <message>
      <source>Sources, retold in our words: {}</source>
      <translation>Quellen, in unseren Worten wiedergegeben: {}</translation>
    </message>
  </context>
  <context>
    <name>LinesView</name>
    <message>
      <source>Best lines</source>
      <translation>Beste Varianten</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Plyboard — {0}</source>
      <translation>Plyboard — {0}</translation>
    </message>
    <message>
      <source>{0} board</source>
      <translation>Brett: {0}</translation>
    </message>
    <message>
      <source>Game over: {}</source>
      <translation>Partie beendet: {}</translation>
    </message>
    <message>
      <source>playouts</source>
      <translation>Playouts</translation>
    </message>
    <message>
      <source>nodes</source>
      <translation>Knoten</translation>
    </message>
    <message>
      <source>Computer thinking… depth {}, {:,} {}</source>
      <translation>Computer denkt nach … Tiefe {}, {:,} {}</translation>
    </message>
  </context>
  <context>
    <name>MnkPlugin</name>
    <message>
      <source>Opening &amp;rule</source>
      <translation>Eröffnungs&amp;regel</translation>
    </message>
  </context>
  <context>
    <name>MoveAnnouncer</name>
    <message>
      <source>{player} to move.</source>
      <translation>{player} am Zug.</translation>
    </message>
    <message>
      <source>Game over: {outcome}.</source>
      <translation>Partie beendet: {outcome}.</translation>
    </message>
  </context>
  <context>
    <name>MoveTreeMenu</name>
    <message>
      <source>good move</source>
      <translation>guter Zug</translation>
    </message>
    <message>
      <source>mistake</source>
      <translation>Fehler</translation>
    </message>
    <message>
      <source>brilliant move</source>
      <translation>brillanter Zug</translation>
    </message>
    <message>
      <source>blunder</source>
      <translation>grober Fehler</translation>
    </message>
    <message>
      <source>interesting move</source>
      <translation>interessanter Zug</translation>
    </message>
    <message>
      <source>dubious move</source>
      <translation>zweifelhafter Zug</translation>
    </message>
    <message>
      <source>equal position</source>
      <translation>ausgeglichene Stellung</translation>
    </message>
    <message>
      <source>unclear position</source>
      <translation>unklare Stellung</translation>
    </message>
    <message>
      <source>slight advantage for the first player</source>
      <translation>leichter Vorteil für den Anziehenden</translation>
    </message>
    <message>
      <source>slight advantage for the second player</source>
      <translation>leichter Vorteil für den Nachziehenden</translation>
    </message>
    <message>
      <source>clear advantage for the first player</source>
      <translation>klarer Vorteil für den Anziehenden</translation>
    </message>
    <message>
      <source>clear advantage for the second player</source>
      <translation>klarer Vorteil für den Nachziehenden</translation>
    </message>
    <message>
      <source>winning for the first player</source>
      <translation>gewonnen für den Anziehenden</translation>
    </message>
    <message>
      <source>winning for the second player</source>
      <translation>gewonnen für den Nachziehenden</translation>
    </message>
    <message>
      <source>&amp;Promote variation</source>
      <translation>Variante nach &amp;oben</translation>
    </message>
    <message>
      <source>&amp;Demote variation</source>
      <translation>Variante nach &amp;unten</translation>
    </message>
    <message>
      <source>De&amp;lete from here</source>
      <translation>Ab hier &amp;löschen</translation>
    </message>
    <message>
      <source>&amp;Edit comment…</source>
      <translation>Kommentar &amp;bearbeiten…</translation>
    </message>
    <message>
      <source>Add &amp;comment…</source>
      <translation>&amp;Kommentar hinzufügen…</translation>
    </message>
    <message>
      <source>&amp;Annotation</source>
      <translation>&amp;Bewertungszeichen</translation>
    </message>
    <message>
      <source>Go to a position outside that line first.</source>
      <translation>Gehen Sie zuerst zu einer Stellung außerhalb dieser Variante.</translation>
    </message>
    <message>
      <source>Comment</source>
      <translation>Kommentar</translation>
    </message>
    <message>
      <source>Comment on this move (empty: none):</source>
      <translation>Kommentar zu diesem Zug (leer: keiner):</translation>
    </message>
  </context>
  <context>
    <name>OpeningDriver</name>
    <message>
      <source>&amp;Free (no opening rule)</source>
      <translation>&amp;Frei (keine Eröffnungsregel)</translation>
    </message>
    <message>
      <source>&amp;Swap</source>
      <translation>&amp;Swap</translation>
    </message>
    <message>
      <source>Swap&amp;2</source>
      <translation>Swap&amp;2</translation>
    </message>
    <message>
      <source>Take &amp;Black</source>
      <translation>&amp;Schwarz nehmen</translation>
    </message>
    <message>
      <source>Take &amp;White</source>
      <translation>&amp;Weiß nehmen</translation>
    </message>
    <message>
      <source>Place two &amp;more</source>
      <translation>Zwei &amp;weitere setzen</translation>
    </message>
    <message>
      <source>The opening rule applies from the next new game: {0}.</source>
      <translation>Die Eröffnungsregel gilt ab der nächsten neuen Partie: {0}.</translation>
    </message>
    <message>
      <source>Wait: the computer chooses its colour.</source>
      <translation>Bitte warten: Der Computer wählt seine Farbe.</translation>
    </message>
    <message>
      <source>Choose a colour first, in the panel.</source>
      <translation>Wählen Sie zuerst eine Farbe in der Seitenleiste.</translation>
    </message>
    <message>
      <source>Wait: the computer places the opening stones.</source>
      <translation>Bitte warten: Der Computer setzt die Eröffnungssteine.</translation>
    </message>
    <message>
      <source>The computer chooses its colour…</source>
      <translation>Der Computer wählt seine Farbe…</translation>
    </message>
    <message>
      <source>The computer places its stones…</source>
      <translation>Der Computer setzt seine Steine…</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Schwarz</translation>
    </message>
    <message>
      <source>White</source>
      <translation>Weiß</translation>
    </message>
    <message>
      <source>{0}: place opening stone {1} ({2}).</source>
      <translation>{0}: Setzen Sie Eröffnungsstein {1} ({2}).</translation>
    </message>
    <message>
      <source>{0}: take Black, take White, or place two more stones.</source>
      <translation>{0}: Schwarz nehmen, Weiß nehmen oder zwei weitere Steine setzen.</translation>
    </message>
    <message>
      <source>{0}: take Black or White.</source>
      <translation>{0}: Schwarz oder Weiß nehmen.</translation>
    </message>
    <message>
      <source>The computer plays {0}.</source>
      <translation>Der Computer spielt {0}.</translation>
    </message>
  </context>
  <context>
    <name>PieceSetMenu</name>
    <message>
      <source>P&amp;iece set</source>
      <translation>&amp;Figurensatz</translation>
    </message>
  </context>
  <context>
    <name>PromotionChooser</name>
    <message>
      <source>Promote to {0}</source>
      <translation>Umwandeln in: {0}</translation>
    </message>
  </context>
  <context>
    <name>PuzzleLauncher</name>
    <message>
      <source>&amp;Puzzles…</source>
      <translation>&amp;Aufgaben…</translation>
    </message>
    <message>
      <source>Solve positions of this game that the solvers checked</source>
      <translation>Stellungen dieses Spiels lösen, die die Löser geprüft haben</translation>
    </message>
    <message>
      <source>Retry &amp;mistakes</source>
      <translation>&amp;Fehler wiederholen</translation>
    </message>
    <message>
      <source>Play again from the positions before your reviewed mistakes</source>
      <translation>Noch einmal aus den Stellungen vor Ihren ausgewerteten Fehlern spielen</translation>
    </message>
    <message>
      <source>The review found no mistake of yours.</source>
      <translation>Die Auswertung hat keinen Fehler von Ihnen gefunden.</translation>
    </message>
    <message>
      <source>Retry mistakes</source>
      <translation>Fehler wiederholen</translation>
    </message>
    <message>
      <source>Puzzles</source>
      <translation>Aufgaben</translation>
    </message>
  </context>
  <context>
    <name>PuzzleWindow</name>
    <message>
      <source>Your mistakes · {0}</source>
      <translation>Ihre Fehler · {0}</translation>
    </message>
    <message>
      <source>Puzzles · {0}</source>
      <translation>Aufgaben · {0}</translation>
    </message>
    <message>
      <source>Puzzle board</source>
      <translation>Aufgabenbrett</translation>
    </message>
    <message>
      <source>&amp;Retry</source>
      <translation>&amp;Nochmal</translation>
    </message>
    <message>
      <source>&amp;Show solution</source>
      <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
      <source>&amp;Next</source>
      <translation>&amp;Weiter</translation>
    </message>
    <message>
      <source>Puzzle history</source>
      <translation>Bisherige Aufgaben</translation>
    </message>
    <message>
      <source>Latest results:</source>
      <translation>Letzte Ergebnisse:</translation>
    </message>
    <message>
      <source>That was the last one: from the first again.</source>
      <translation>Das war der letzte: wieder von vorn.</translation>
    </message>
    <message>
      <source>&lt;b&gt;{0} to move: {1}&lt;/b&gt;&lt;br&gt;Puzzle rated {2}</source>
      <translation>&lt;b&gt;{0} am Zug: {1}&lt;/b&gt;&lt;br&gt;Wertung der Aufgabe {2}</translation>
    </message>
    <message>
      <source>Mistake {0} of {1}: find a better move.</source>
      <translation>Fehler {0} von {1}: Finden Sie einen besseren Zug.</translation>
    </message>
    <message>
      <source>Your move.</source>
      <translation>Sie sind am Zug.</translation>
    </message>
    <message>
      <source>The puzzle is over: Retry or Next.</source>
      <translation>Die Aufgabe ist vorbei: Nochmal oder Weiter.</translation>
    </message>
    <message>
      <source>Checking your move…</source>
      <translation>Ihr Zug wird geprüft…</translation>
    </message>
    <message>
      <source>The move could not be checked: {0}</source>
      <translation>Der Zug konnte nicht geprüft werden: {0}</translation>
    </message>
    <message>
      <source>Reply: {0}. Your move.</source>
      <translation>Antwort: {0}. Sie sind am Zug.</translation>
    </message>
    <message>
      <source>Solved!</source>
      <translation>Gelöst!</translation>
    </message>
    <message>
      <source>Retry, or see the solution.</source>
      <translation>Versuchen Sie es noch einmal, oder sehen Sie sich die Lösung an.</translation>
    </message>
    <message>
      <source>Solution: {0}</source>
      <translation>Lösung: {0}</translation>
    </message>
    <message>
      <source>Also right: {0}</source>
      <translation>Ebenfalls richtig: {0}</translation>
    </message>
    <message>
      <source>Your rating: {0} · streak {1} · solved {2} of {3}</source>
      <translation>Ihre Wertung: {0} · Serie {1} · {2} von {3} gelöst</translation>
    </message>
  </context>
  <context>
    <name>SearchTreeWindow</name>
    <message>
      <source>Search tree</source>
      <translation>Suchbaum</translation>
    </message>
    <message>
      <source>{0} {1}: {2} to move</source>
      <translation>{0} {1}: {2} am Zug</translation>
    </message>
    <message>
      <source>&amp;Search</source>
      <translation>&amp;Suchen</translation>
    </message>
    <message>
      <source>Iterative deepening searches 1, 2, ... plies: pick one</source>
      <translation>Iterative Vertiefung sucht 1, 2, ... Halbzüge: eine wählen</translation>
    </message>
    <message>
      <source>Show:</source>
      <translation>Zeigen:</translation>
    </message>
    <message>
      <source>&amp;Tree</source>
      <translation>&amp;Baum</translation>
    </message>
    <message>
      <source>&amp;Diagram</source>
      <translation>&amp;Diagramm</translation>
    </message>
    <message>
      <source>◀ &amp;Back</source>
      <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
      <source>&amp;Next ▶</source>
      <translation>&amp;Weiter ▶</translation>
    </message>
    <message>
      <source>&amp;Play</source>
      <translation>&amp;Abspielen</translation>
    </message>
    <message>
      <source>&amp;Finished tree</source>
      <translation>&amp;Fertiger Baum</translation>
    </message>
    <message>
      <source>Replay step</source>
      <translation>Schritt der Wiedergabe</translation>
    </message>
    <message>
      <source>The game is over: there is nothing to search.</source>
      <translation>Die Partie ist vorbei: Es gibt nichts zu suchen.</translation>
    </message>
    <message>
      <source>Searching with {0}…</source>
      <translation>Suche mit {0}…</translation>
    </message>
    <message>
      <source>The finished tree: the principal variation is highlighted; ✂ rows are the moves a cut-off left unsearched; ≥ and ≤ mark bounds; win@N is a win N plies from the root. Press Next or Play to replay the search.</source>
      <translation>Der fertige Baum: Die Hauptvariante ist hervorgehoben; ✂-Zeilen sind die Züge, die ein Schnitt ungesucht ließ; ≥ und ≤ markieren Schranken; win@N ist ein Gewinn N Halbzüge von der Wurzel. Mit Weiter oder Abspielen die Suche nachspielen.</translation>
    </message>
    <message>
      <source>Step {0} of {1}: {2}</source>
      <translation>Schritt {0} von {1}: {2}</translation>
    </message>
    <message>
      <source>&amp;Pause</source>
      <translation>&amp;Pause</translation>
    </message>
  </context>
  <context>
    <name>SetupDialog</name>
    <message>
      <source>Set up a position: {0}</source>
      <translation>Stellung aufbauen: {0}</translation>
    </message>
    <message>
      <source>Position being set up</source>
      <translation>Stellung im Aufbau</translation>
    </message>
    <message>
      <source>&amp;Empty (remove a piece)</source>
      <translation>&amp;Leer (eine Figur entfernen)</translation>
    </message>
    <message>
      <source>Position text</source>
      <translation>Stellungstext</translation>
    </message>
    <message>
      <source>The position as text (chess: FEN); edit it and press Enter</source>
      <translation>Die Stellung als Text (Schach: FEN); bearbeiten und Eingabe drücken</translation>
    </message>
    <message>
      <source>&amp;Clear board</source>
      <translation>Brett &amp;leeren</translation>
    </message>
    <message>
      <source>&amp;Start position</source>
      <translation>&amp;Grundstellung</translation>
    </message>
    <message>
      <source>&amp;Play from here</source>
      <translation>Von hier &amp;spielen</translation>
    </message>
    <message>
      <source>Place:</source>
      <translation>Setzen:</translation>
    </message>
    <message>
      <source>To &amp;move:</source>
      <translation>Am &amp;Zug:</translation>
    </message>
    <message>
      <source>Position:</source>
      <translation>Stellung:</translation>
    </message>
    <message>
      <source>Not a position: {0}.</source>
      <translation>Keine Stellung: {0}.</translation>
    </message>
  </context>
  <context>
    <name>SidePanel</name>
    <message>
      <source>you</source>
      <translation>Sie</translation>
    </message>
    <message>
      <source>computer ({level})</source>
      <translation>Computer ({level})</translation>
    </message>
    <message>
      <source>{name} to move — computer thinking…</source>
      <translation>{name} am Zug – Computer denkt nach …</translation>
    </message>
    <message>
      <source>{name} to move — computer</source>
      <translation>{name} am Zug – Computer</translation>
    </message>
    <message>
      <source>{name} to move — your turn</source>
      <translation>{name} am Zug – Sie sind dran</translation>
    </message>
    <message>
      <source>A draw.</source>
      <translation>Remis.</translation>
    </message>
    <message>
      <source>You win. Well played!</source>
      <translation>Sie gewinnen. Gut gespielt!</translation>
    </message>
    <message>
      <source>The computer wins.</source>
      <translation>Der Computer gewinnt.</translation>
    </message>
    <message>
      <source>New game: Ctrl+N</source>
      <translation>Neues Spiel: Strg+N</translation>
    </message>
    <message>
      <source>Click a move to go back (or forward) to it</source>
      <translation>Auf einen Zug klicken, um zu ihm zurück (oder vor) zu gehen</translation>
    </message>
    <message>
      <source>Move list</source>
      <translation>Zugliste</translation>
    </message>
    <message>
      <source>Hint</source>
      <translation>Tipp</translation>
    </message>
    <message>
      <source>COMPUTER</source>
      <translation>COMPUTER</translation>
    </message>
    <message>
      <source>LAST SEARCH</source>
      <translation>LETZTE SUCHE</translation>
    </message>
    <message>
      <source>HINT</source>
      <translation>TIPP</translation>
    </message>
    <message>
      <source>MOVES</source>
      <translation>ZÜGE</translation>
    </message>
    <message>
      <source>Level: {level}</source>
      <translation>Stufe: {level}</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Denkt nach …</translation>
    </message>
    <message>
      <source>Played a random move: this level sometimes does.</source>
      <translation>Hat einen Zufallszug gespielt: Das tut diese Stufe manchmal.</translation>
    </message>
    <message>
      <source>No search yet.</source>
      <translation>Noch keine Suche.</translation>
    </message>
    <message>
      <source>{book} (no search).</source>
      <translation>{book} (keine Suche).</translation>
    </message>
    <message>
      <source>Evaluation ({view} view): {score}</source>
      <translation>Bewertung (aus Sicht von {view}): {score}</translation>
    </message>
    <message>
      <source>Evaluation for {player}: {score}</source>
      <translation>Bewertung für {player}: {score}</translation>
    </message>
    <message>
      <source>Best line: {line}</source>
      <translation>Beste Variante: {line}</translation>
    </message>
    <message>
      <source>Played {move} instead: this level picks among moves close to the best.</source>
      <translation>Stattdessen {move} gespielt: Diese Stufe wählt unter Zügen nahe am besten.</translation>
    </message>
    <message>
      <source>No moves yet.</source>
      <translation>Noch keine Züge.</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation>&amp;Verwerfen</translation>
    </message>
    <message numerus="yes">
      <source>An unfinished game of {game} (%n move(s)) was saved. Resume it?</source>
      <translation>
        <numerusform>Eine unbeendete Partie {game} (%n Zug) wurde gespeichert. Fortsetzen?</numerusform>
        <numerusform>Eine unbeendete Partie {game} (%n Züge) wurde gespeichert. Fortsetzen?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SoundMenu</name>
    <message>
      <source>&amp;Sounds</source>
      <translation>&amp;Klänge</translation>
    </message>
    <message>
      <source>Sounds &amp;on</source>
      <translation>Klänge &amp;an</translation>
    </message>
    <message>
      <source>Play a sound for each move, a capture, check, a hint and the end</source>
      <translation>Einen Klang für jeden Zug, jedes Schlagen, Schach, einen Tipp und das Ende spielen</translation>
    </message>
    <message>
      <source>&amp;Volume</source>
      <translation>&amp;Lautstärke</translation>
    </message>
  </context>
  <context>
    <name>TablebaseFolder</name>
    <message>
      <source>&amp;Tablebases folder…</source>
      <translation>&amp;Endspieldatenbank-Ordner…</translation>
    </message>
    <message>
      <source>&amp;No tablebases</source>
      <translation>&amp;Keine Endspieldatenbanken</translation>
    </message>
  </context>
  <context>
    <name>TimeControlDialog</name>
    <message>
      <source>Custom time control</source>
      <translation>Eigene Bedenkzeit</translation>
    </message>
    <message>
      <source>Time on each clock:</source>
      <translation>Zeit auf jeder Uhr:</translation>
    </message>
    <message>
      <source>Increment per move:</source>
      <translation>Zeitgutschrift pro Zug:</translation>
    </message>
  </context>
  <context>
    <name>TreeDiagram</name>
    <message>
      <source>Search tree diagram</source>
      <translation>Diagramm des Suchbaums</translation>
    </message>
  </context>
  <context>
    <name>TreeFiles</name>
    <message>
      <source>The game opened without its variations, which could not be read: {0}</source>
      <translation>Die Partie wurde ohne ihre Varianten geöffnet, die nicht gelesen werden konnten: {0}</translation>
    </message>
  </context>
  <context>
    <name>WeightsGameWindow</name>
    <message>
      <source>Play against your weights</source>
      <translation>Gegen Ihre Gewichte spielen</translation>
    </message>
    <message>
      <source>Board of the game against your weights</source>
      <translation>Brett der Partie gegen Ihre Gewichte</translation>
    </message>
    <message>
      <source>&amp;New game</source>
      <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Rückgängig</translation>
    </message>
    <message>
      <source>Points for &amp;two in an open line:</source>
      <translation>Punkte für &amp;zwei in einer offenen Linie:</translation>
    </message>
    <message>
      <source>Points for t&amp;hree in an open line:</source>
      <translation>Punkte für &amp;drei in einer offenen Linie:</translation>
    </message>
    <message>
      <source>Points for a disc in the &amp;centre column:</source>
      <translation>Punkte für einen Stein in der &amp;mittleren Spalte:</translation>
    </message>
    <message>
      <source>Search &amp;depth (plies):</source>
      <translation>Such&amp;tiefe (Halbzüge):</translation>
    </message>
    <message>
      <source>You &amp;play:</source>
      <translation>Sie &amp;spielen:</translation>
    </message>
    <message>
      <source>Your move.</source>
      <translation>Sie sind am Zug.</translation>
    </message>
    <message>
      <source>Took back a move. Your move.</source>
      <translation>Zug zurückgenommen. Sie sind am Zug.</translation>
    </message>
    <message>
      <source>The game is over: New game plays again.</source>
      <translation>Die Partie ist vorbei: Neues Spiel spielt noch einmal.</translation>
    </message>
    <message>
      <source>Wait: your weights are searching.</source>
      <translation>Bitte warten: Ihre Gewichte suchen.</translation>
    </message>
    <message>
      <source>Your weights are searching…</source>
      <translation>Ihre Gewichte suchen…</translation>
    </message>
    <message>
      <source>{0} plays {1}: {2:+d} for {0} at depth {3}; the solver: {4}.</source>
      <translation>{0} spielt {1}: {2:+d} für {0} in Tiefe {3}; der Löser: {4}.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
      <source>Your weights' first mistake: {0}, which {1}; the search saw {2:+d} there.</source>
      <translation>Der erste Fehler Ihrer Gewichte: {0}, der Zug {1}; die Suche sah dort {2:+d}.</translation>
    </message>
    <message>
      <source>The solver found no mistake by your weights.</source>
      <translation>Der Löser hat keinen Fehler Ihrer Gewichte gefunden.</translation>
    </message>
  </context>
  <context>
    <name>WindowMenus</name>
    <message>
      <source>Plays &amp;second</source>
      <translation>Spielt als &amp;Zweiter</translation>
    </message>
    <message>
      <source>Plays &amp;first</source>
      <translation>Spielt als &amp;Erster</translation>
    </message>
    <message>
      <source>Does &amp;not play</source>
      <translation>Spielt &amp;nicht</translation>
    </message>
    <message>
      <source>Plays &amp;both sides</source>
      <translation>Spielt &amp;beide Seiten</translation>
    </message>
    <message>
      <source>&amp;Auto</source>
      <translation>&amp;Automatisch</translation>
    </message>
    <message>
      <source>&amp;New game</source>
      <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Beenden</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
      <source>&amp;Save…</source>
      <translation>&amp;Speichern …</translation>
    </message>
    <message>
      <source>&amp;Copy position</source>
      <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
      <source>Copy the game's name and moves as text (Ctrl+C)</source>
      <translation>Name und Züge des Spiels als Text kopieren (Strg+C)</translation>
    </message>
    <message>
      <source>&amp;Paste position</source>
      <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
      <source>Set &amp;up position…</source>
      <translation>Stellung &amp;aufbauen …</translation>
    </message>
    <message>
      <source>Place pieces by hand and play or analyse from there</source>
      <translation>Figuren von Hand setzen und von dort aus spielen oder analysieren</translation>
    </message>
    <message>
      <source>Play from a position pasted as text: GAME MOVE... (Ctrl+V)</source>
      <translation>Von einer als Text eingefügten Stellung aus spielen: SPIEL ZUG ... (Strg+V)</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Rückgängig</translation>
    </message>
    <message>
      <source>Take back your last move and the computer's reply (Ctrl+Z)</source>
      <translation>Ihren letzten Zug und die Antwort des Computers zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Wiederholen</translation>
    </message>
    <message>
      <source>Play again the moves you took back (Ctrl+Shift+Z)</source>
      <translation>Die zurückgenommenen Züge erneut spielen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation>S&amp;tatistik …</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Tipp</translation>
    </message>
    <message>
      <source>Show the move the strongest engine suggests, and why (H)</source>
      <translation>Den Zug zeigen, den die stärkste Engine vorschlägt, und warum (H)</translation>
    </message>
    <message>
      <source>&amp;Coordinates</source>
      <translation>&amp;Koordinaten</translation>
    </message>
    <message>
      <source>Name the columns and rows around the board</source>
      <translation>Spalten und Reihen am Brettrand beschriften</translation>
    </message>
    <message>
      <source>&amp;Analysis overlay</source>
      <translation>&amp;Analyse auf dem Brett</translation>
    </message>
    <message>
      <source>Show each move's score on the board after a search (A)</source>
      <translation>Nach einer Suche die Bewertung jedes Zuges auf dem Brett zeigen (A)</translation>
    </message>
    <message>
      <source>&amp;Best move arrow</source>
      <translation>Pfeil für den &amp;besten Zug</translation>
    </message>
    <message>
      <source>Draw the engine's best move on the board while it analyses, and a hint's move</source>
      <translation>Den besten Zug der Engine während der Analyse und den Zug eines Tipps auf das Brett zeichnen</translation>
    </message>
    <message>
      <source>Announce &amp;moves</source>
      <translation>&amp;Züge ansagen</translation>
    </message>
    <message>
      <source>Say each move, the side to move and the game's end in the status bar and to screen readers</source>
      <translation>Jeden Zug, die Seite am Zug und das Spielende in der Statusleiste und für Bildschirmleser ansagen</translation>
    </message>
    <message>
      <source>&amp;Move now</source>
      <translation>&amp;Jetzt ziehen</translation>
    </message>
    <message>
      <source>Stop thinking and play the best move found so far (Space or Esc)</source>
      <translation>Nachdenken beenden und den bisher besten Zug spielen (Leertaste oder Esc)</translation>
    </message>
    <message>
      <source>&amp;Custom m,n,k…</source>
      <translation>&amp;Eigenes m,n,k …</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>&amp;Regeln</translation>
    </message>
    <message>
      <source>&amp;About Plyboard</source>
      <translation>Ü&amp;ber Plyboard</translation>
    </message>
    <message>
      <source>&amp;Learn how the computer thinks…</source>
      <translation>&amp;Lernen, wie der Computer denkt …</translation>
    </message>
    <message>
      <source>A course with live boards: minimax, alpha-beta and more</source>
      <translation>Ein Kurs mit lebendigen Brettern: Minimax, Alpha-Beta und mehr</translation>
    </message>
    <message>
      <source>&amp;System</source>
      <translation>&amp;System</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Spiel</translation>
    </message>
    <message>
      <source>G&amp;ames</source>
      <translation>Spie&amp;le</translation>
    </message>
    <message>
      <source>&amp;Computer</source>
      <translation>&amp;Computer</translation>
    </message>
    <message>
      <source>&amp;Algorithm</source>
      <translation>&amp;Algorithmus</translation>
    </message>
    <message>
      <source>&amp;Compare algorithms…</source>
      <translation>Algorithmen &amp;vergleichen …</translation>
    </message>
    <message>
      <source>&amp;Search tree…</source>
      <translation>&amp;Suchbaum …</translation>
    </message>
    <message>
      <source>&amp;Difficulty</source>
      <translation>Spielst&amp;ärke</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ansicht</translation>
    </message>
    <message>
      <source>Analysis &amp;lines</source>
      <translation>Analyse&amp;varianten</translation>
    </message>
    <message>
      <source>An&amp;imation</source>
      <translation>Anim&amp;ation</translation>
    </message>
    <message>
      <source>Move &amp;numbers</source>
      <translation>Zug&amp;nummern</translation>
    </message>
    <message>
      <source>&amp;Palette</source>
      <translation>&amp;Farbschema</translation>
    </message>
    <message>
      <source>Board &amp;theme</source>
      <translation>Brett&amp;design</translation>
    </message>
    <message>
      <source>St&amp;one style</source>
      <translation>Stein&amp;optik</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Hilfe</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
  </context>
</TS>
