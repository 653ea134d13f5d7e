<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>AnalysisPanel</name>
    <message>
      <source>Computer's search</source>
      <translation>Suche des Computers</translation>
    </message>
    <message>
      <source>Analysis</source>
      <translation>Analyse</translation>
    </message>
    <message>
      <source>Hint search</source>
      <translation>Tippsuche</translation>
    </message>
    <message>
      <source>depth {depth} · {nodes} playouts · {seconds} s</source>
      <translation>Tiefe {depth} · {nodes} Playouts · {seconds} s</translation>
    </message>
    <message>
      <source>{summary} · {speed} playouts/s</source>
      <translation>{summary} · {speed} Playouts/s</translation>
    </message>
    <message>
      <source>depth {depth} · {nodes} nodes · {seconds} s</source>
      <translation>Tiefe {depth} · {nodes} Knoten · {seconds} s</translation>
    </message>
    <message>
      <source>{summary} · {speed} nodes/s</source>
      <translation>{summary} · {speed} Knoten/s</translation>
    </message>
    <message>
      <source>Proven: yes, the exact game-theoretic value</source>
      <translation>Bewiesen: ja, der exakte spieltheoretische Wert</translation>
    </message>
    <message>
      <source>Proven: the result, not yet its shortest distance</source>
      <translation>Bewiesen: das Ergebnis, noch nicht der kürzeste Weg dorthin</translation>
    </message>
    <message>
      <source>Proven: no, an estimate from the engine's heuristic</source>
      <translation>Bewiesen: nein, eine Schätzung aus der Heuristik der Engine</translation>
    </message>
    <message>
      <source>Show the position before move {number} ({move})</source>
      <translation>Die Stellung vor Zug {number} zeigen ({move})</translation>
    </message>
    <message>
      <source>Show the position before the move that lost most ({})</source>
      <translation>Die Stellung vor dem Zug zeigen, der am meisten verlor ({})</translation>
    </message>
    <message>
      <source>Analysis &amp;panel</source>
      <translation>Ana&amp;lysebereich</translation>
    </message>
    <message>
      <source>Depth, nodes, speed, best line and score of each search; the evaluation graph; the game review (Ctrl+Shift+A)</source>
      <translation>Tiefe, Knoten, Tempo, beste Variante und Bewertung jeder Suche; der Bewertungsverlauf; die Partieanalyse (Strg+Umschalt+A)</translation>
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
      <source>Find the first move that changed the game's value (Ctrl+R)</source>
      <translation>Den ersten Zug finden, der den Wert der Partie änderte (Strg+R)</translation>
    </message>
    <message>
      <source>Analyse position</source>
      <translation>Stellung analysieren</translation>
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
      <translation>Partie analysieren</translation>
    </message>
    <message>
      <source>Game review</source>
      <translation>Partieanalyse</translation>
    </message>
    <message>
      <source>Go to move {}</source>
      <translation>Zu Zug {}</translation>
    </message>
    <message>
      <source>ANALYSING…</source>
      <translation>ANALYSE LÄUFT…</translation>
    </message>
    <message>
      <source>Review stopped.</source>
      <translation>Überprüfung angehalten.</translation>
    </message>
    <message>
      <source>Play some moves first: there is nothing to review.</source>
      <translation>Spielen Sie zuerst einige Züge: Es gibt nichts zu überprüfen.</translation>
    </message>
    <message>
      <source>Reviewing…</source>
      <translation>Überprüfe …</translation>
    </message>
    <message>
      <source>Review stopped before the end.</source>
      <translation>Partieanalyse vor dem Ende angehalten.</translation>
    </message>
    <message>
      <source>No inaccuracies, mistakes or blunders: every move kept the value.</source>
      <translation>Keine Ungenauigkeiten, Fehler oder Patzer: Jeder Zug hielt den Wert.</translation>
    </message>
    <message>
      <source>position after {}</source>
      <translation>Stellung nach {}</translation>
    </message>
    <message>
      <source>start</source>
      <translation>Anfang</translation>
    </message>
    <message>
      <source>running</source>
      <translation>läuft</translation>
    </message>
    <message>
      <source>NO SEARCH YET</source>
      <translation>NOCH KEINE SUCHE</translation>
    </message>
    <message>
      <source>EVALUATION (UP: {} BETTER)</source>
      <translation>BEWERTUNG (OBEN: {} BESSER)</translation>
    </message>
    <message>
      <source>Stop analysis</source>
      <translation>Analyse beenden</translation>
    </message>
    <message>
      <source>Stop review</source>
      <translation>Partieanalyse beenden</translation>
    </message>
    <message>
      <source>BEST LINE</source>
      <translation>BESTE VARIANTE</translation>
    </message>
    <message>
      <source>BEST {} LINES</source>
      <translation>BESTE {} VARIANTEN</translation>
    </message>
    <message>
      <source>Scores from {} (View &gt; Analysis lines: how many)</source>
      <translation>Bewertungen aus Sicht von {} (Ansicht &gt; Analysevarianten: wie viele)</translation>
    </message>
    <message>
      <source>Review: after the game, its inaccuracies (?!), mistakes (?) and blunders (??).</source>
      <translation>Überprüfung: nach der Partie ihre Ungenauigkeiten (?!), Fehler (?) und Patzer (??).</translation>
    </message>
    <message>
      <source>Review: after the game, the first move that changed its value.</source>
      <translation>Überprüfung: nach der Partie der erste Zug, der ihren Wert änderte.</translation>
    </message>
    <message>
      <source>Review is not available for {game}: its engine estimates values rather than proving them.</source>
      <translation>Für {game} gibt es keine Überprüfung: Die Engine schätzt Werte, statt sie zu beweisen.</translation>
    </message>
    <message>
      <source>Reviewing… {done} of {total} positions proven</source>
      <translation>Überprüfe … {done} von {total} Stellungen bewiesen</translation>
    </message>
    <message>
      <source>Reviewing… {done} of {total} positions searched</source>
      <translation>Überprüfe … {done} von {total} Stellungen durchsucht</translation>
    </message>
    <message>
      <source>let the win slip</source>
      <translation>verschenkte den Gewinn</translation>
    </message>
    <message>
      <source>let the win slip (and lost)</source>
      <translation>verschenkte den Gewinn (und verlor)</translation>
    </message>
    <message>
      <source>lost the draw</source>
      <translation>verspielte das Remis</translation>
    </message>
    <message>
      <source>Move {number} ({side} {move}) {verdict}.</source>
      <translation>Zug {number} ({side} {move}) {verdict}.</translation>
    </message>
    <message>
      <source>Review stopped before it found a change.</source>
      <translation>Die Überprüfung wurde angehalten, bevor sie eine Änderung fand.</translation>
    </message>
    <message>
      <source>No position of this game could be proven in time, so it cannot be reviewed.</source>
      <translation>Keine Stellung dieser Partie ließ sich rechtzeitig beweisen, daher kann sie nicht überprüft werden.</translation>
    </message>
    <message>
      <source>No move changed the game's value: every move kept it.</source>
      <translation>Kein Zug änderte den Wert der Partie: Jeder Zug hielt ihn.</translation>
    </message>
    <message>
      <source>Values were proven from move {number} on, and no move there changed them; earlier positions are too far from the end to prove in time.</source>
      <translation>Die Werte wurden ab Zug {number} bewiesen, und kein Zug dort änderte sie; frühere Stellungen sind zu weit vom Ende entfernt, um sie rechtzeitig zu beweisen.</translation>
    </message>
    <message>
      <source>{move} (best was {best})</source>
      <translation>{move} (am besten war {best})</translation>
    </message>
  </context>
  <context>
    <name>AnimationSpeed</name>
    <message>
      <source>&amp;Off</source>
      <translation>&amp;Aus</translation>
    </message>
    <message>
      <source>&amp;Fast</source>
      <translation>&amp;Schnell</translation>
    </message>
    <message>
      <source>&amp;Normal</source>
      <translation>&amp;Mittel</translation>
    </message>
    <message>
      <source>&amp;Slow</source>
      <translation>&amp;Langsam</translation>
    </message>
  </context>
  <context>
    <name>BoardPlay</name>
    <message>
      <source>{}, a target</source>
      <translation>{}, ein Zielfeld</translation>
    </message>
    <message>
      <source>The game is over: start a new one with Ctrl+N.</source>
      <translation>Die Partie ist vorbei: Strg+N startet eine neue.</translation>
    </message>
    <message>
      <source>Wait: it is the computer's move.</source>
      <translation>Bitte warten: Der Computer ist am Zug.</translation>
    </message>
  </context>
  <context>
    <name>BoardTheme</name>
    <message>
      <source>&amp;Wood</source>
      <translation>&amp;Holz</translation>
    </message>
    <message>
      <source>&amp;Blue</source>
      <translation>&amp;Blau</translation>
    </message>
    <message>
      <source>&amp;Green</source>
      <translation>&amp;Grün</translation>
    </message>
    <message>
      <source>G&amp;rey</source>
      <translation>G&amp;rau</translation>
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
    <name>Cells</name>
    <message>
      <source>column {column}: empty</source>
      <translation>Spalte {column}: leer</translation>
    </message>
    <message>
      <source>column {column}: one disc, {top}</source>
      <translation>Spalte {column}: eine Scheibe, {top}</translation>
    </message>
    <message>
      <source>column {column}: {count} discs, {top} on top, full</source>
      <translation>Spalte {column}: {count} Scheiben, oben {top}, voll</translation>
    </message>
    <message>
      <source>column {column}: {count} discs, {top} on top</source>
      <translation>Spalte {column}: {count} Scheiben, oben {top}</translation>
    </message>
    <message>
      <source>point {point}: empty</source>
      <translation>Punkt {point}: leer</translation>
    </message>
    <message>
      <source>point {point}: the hare</source>
      <translation>Punkt {point}: der Hase</translation>
    </message>
    <message>
      <source>point {point}: a hound</source>
      <translation>Punkt {point}: ein Hund</translation>
    </message>
    <message>
      <source>{cell}: empty</source>
      <translation>{cell}: leer</translation>
    </message>
    <message>
      <source>{cell}: {piece}, move {number}</source>
      <translation>{cell}: {piece}, Zug {number}</translation>
    </message>
    <message>
      <source>{cell}: {piece}</source>
      <translation>{cell}: {piece}</translation>
    </message>
    <message>
      <source>{colour} {kind}</source>
      <translation>{kind} ({colour})</translation>
    </message>
  </context>
  <context>
    <name>Chess960Dialog</name>
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
      <translation>Eine Startstellung auslosen</translation>
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
      <source>Chess with the pieces of the first rank shuffled (Fischer random)</source>
      <translation>Schach mit gemischten Figuren auf der Grundreihe (Fischer-Random)</translation>
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
      <translation>Be&amp;wertungsbalken</translation>
    </message>
    <message>
      <source>Show beside the chess board who is better by the latest search (White's share)</source>
      <translation>Neben dem Schachbrett zeigen, wer laut letzter Suche besser steht (Anteil von Weiß)</translation>
    </message>
  </context>
  <context>
    <name>ChessFeatures</name>
    <message>
      <source>Claim &amp;draw</source>
      <translation>Re&amp;mis beanspruchen</translation>
    </message>
    <message>
      <source>Claim a draw by threefold repetition or the fifty-move rule</source>
      <translation>Remis durch dreifache Stellungswiederholung oder die 50-Züge-Regel beanspruchen</translation>
    </message>
    <message>
      <source>Copy &amp;FEN</source>
      <translation>FEN k&amp;opieren</translation>
    </message>
    <message>
      <source>Copy P&amp;GN</source>
      <translation>P&amp;GN kopieren</translation>
    </message>
    <message>
      <source>&amp;Flip board</source>
      <translation>B&amp;rett drehen</translation>
    </message>
    <message>
      <source>Turn the board round (F)</source>
      <translation>Das Brett umdrehen (F)</translation>
    </message>
    <message>
      <source>Show &amp;legal moves</source>
      <translation>&amp;Erlaubte Züge zeigen</translation>
    </message>
    <message>
      <source>Mark where the selected piece may go: dots, rings on captures (chess)</source>
      <translation>Markieren, wohin die gewählte Figur ziehen kann: Punkte, Ringe beim Schlagen (Schach)</translation>
    </message>
    <message>
      <source>&amp;No clock</source>
      <translation>&amp;Ohne Uhr</translation>
    </message>
    <message>
      <source>&amp;Custom…</source>
      <translation>&amp;Eigene…</translation>
    </message>
    <message>
      <source>&amp;Time control</source>
      <translation>Be&amp;denkzeit</translation>
    </message>
    <message>
      <source>No draw can be claimed now.</source>
      <translation>Jetzt kann kein Remis beansprucht werden.</translation>
    </message>
    <message>
      <source>Copied FEN: {}</source>
      <translation>FEN kopiert: {}</translation>
    </message>
    <message>
      <source>Copied the game as PGN: {} moves</source>
      <translation>Partie als PGN kopiert: {} Züge</translation>
    </message>
    <message>
      <source>That piece cannot go to {}.</source>
      <translation>Diese Figur kann nicht nach {}.</translation>
    </message>
    <message>
      <source>&amp;Custom ({})…</source>
      <translation>&amp;Eigene ({})…</translation>
    </message>
    <message>
      <source>Opening: from a set-up position</source>
      <translation>Eröffnung: aus einer aufgebauten Stellung</translation>
    </message>
    <message>
      <source>Opening names unavailable: {}</source>
      <translation>Eröffnungsnamen nicht verfügbar: {}</translation>
    </message>
    <message>
      <source>Opening: —</source>
      <translation>Eröffnung: —</translation>
    </message>
    <message>
      <source>running</source>
      <translation>läuft</translation>
    </message>
    <message>
      <source>stopped</source>
      <translation>angehalten</translation>
    </message>
  </context>
  <context>
    <name>ChessPlugin</name>
    <message>
      <source>White's</source>
      <translation>Weiß</translation>
    </message>
    <message>
      <source>White's point of view: + is good for White, #N White mates in N moves</source>
      <translation>Aus Sicht von Weiß: + ist gut für Weiß, #N Weiß setzt in N Zügen matt</translation>
    </message>
  </context>
  <context>
    <name>CompareDialog</name>
    <message>
      <source>Algorithm</source>
      <translation>Algorithmus</translation>
    </message>
    <message>
      <source>Nodes</source>
      <translation>Knoten</translation>
    </message>
    <message>
      <source>Of minimax</source>
      <translation>Anteil an Minimax</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Zeit</translation>
    </message>
    <message>
      <source>Move</source>
      <translation>Zug</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Bewertung</translation>
    </message>
    <message>
      <source>Compare algorithms</source>
      <translation>Algorithmen vergleichen</translation>
    </message>
    <message>
      <source>{game} {position}: {side} to move</source>
      <translation>{game} {position}: {side} am Zug</translation>
    </message>
    <message>
      <source>Minimax, then alpha-beta alone, with move ordering, and with ordering and a transposition table search this position to the same depth; then MCTS gets more and more playouts until it picks alpha-beta's move.</source>
      <translation>Minimax, dann Alpha-Beta allein, mit Zugsortierung sowie mit Zugsortierung und Transpositionstabelle durchsuchen diese Stellung bis zur selben Tiefe; dann bekommt MCTS immer mehr Playouts, bis es den Zug von Alpha-Beta wählt.</translation>
    </message>
    <message>
      <source>How deep the tree searches look</source>
      <translation>Wie tief die Baumsuchen schauen</translation>
    </message>
    <message>
      <source>The most playouts MCTS is given to find alpha-beta's move</source>
      <translation>Höchstens so viele Playouts bekommt MCTS, um den Zug von Alpha-Beta zu finden</translation>
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
      <source>&amp;Depth (plies):</source>
      <translation>&amp;Tiefe (Halbzüge):</translation>
    </message>
    <message>
      <source>MCTS &amp;playouts up to:</source>
      <translation>MCTS-&amp;Playouts bis zu:</translation>
    </message>
    <message>
      <source>The game is over: there is no move to search for.</source>
      <translation>Die Partie ist vorbei: Es gibt keinen Zug zu suchen.</translation>
    </message>
    <message>
      <source>Score for {}</source>
      <translation>Bewertung für {}</translation>
    </message>
    <message>
      <source>Measuring the position to choose a depth that takes seconds…</source>
      <translation>Die Stellung wird vermessen, um eine Tiefe von einigen Sekunden zu wählen…</translation>
    </message>
    <message>
      <source>Searching with {engine}, depth {depth}…</source>
      <translation>Suche mit {engine}, Tiefe {depth}…</translation>
    </message>
    <message>
      <source>searching…</source>
      <translation>sucht…</translation>
    </message>
    <message>
      <source>{game} {position}, depth {depth}</source>
      <translation>{game} {position}, Tiefe {depth}</translation>
    </message>
    <message>
      <source>Cancelled. Press Run to start again.</source>
      <translation>Abgebrochen. Starten drücken, um neu zu beginnen.</translation>
    </message>
    <message>
      <source>Done in {seconds} s. Change the depth or the MCTS playouts and press Run to compare again.</source>
      <translation>Fertig in {seconds} s. Tiefe oder MCTS-Playouts ändern und Starten drücken, um erneut zu vergleichen.</translation>
    </message>
  </context>
  <context>
    <name>CompareWorker</name>
    <message>
      <source>The comparison could not be completed: {}</source>
      <translation>Der Vergleich konnte nicht abgeschlossen werden: {}</translation>
    </message>
  </context>
  <context>
    <name>ComputerTurn</name>
    <message>
      <source>the engine was still preparing</source>
      <translation>die Engine bereitete sich noch vor</translation>
    </message>
    <message>
      <source>the engine had no move yet</source>
      <translation>die Engine hatte noch keinen Zug</translation>
    </message>
    <message>
      <source>Played {move} at once: {why}.</source>
      <translation>{move} sofort gespielt: {why}.</translation>
    </message>
    <message>
      <source>{message} It stopped {count} times in a row: the computer does not think again until you ask (Move now, Undo, New game).</source>
      <translation>{message} Sie ist {count}-mal hintereinander ausgefallen: Der Computer denkt erst wieder nach, wenn Sie ihn darum bitten (Jetzt ziehen, Rückgängig, Neues Spiel).</translation>
    </message>
    <message>
      <source>{} The game is unchanged; the computer thinks again.</source>
      <translation>{} Die Partie bleibt unverändert; der Computer denkt erneut nach.</translation>
    </message>
    <message>
      <source>The computer chose an illegal move ({}).</source>
      <translation>Der Computer hat einen unerlaubten Zug gewählt ({}).</translation>
    </message>
  </context>
  <context>
    <name>Counts</name>
    <message>
      <source>two</source>
      <translation>zwei</translation>
    </message>
    <message>
      <source>three</source>
      <translation>drei</translation>
    </message>
    <message>
      <source>four</source>
      <translation>vier</translation>
    </message>
    <message>
      <source>five</source>
      <translation>fünf</translation>
    </message>
    <message>
      <source>six</source>
      <translation>sechs</translation>
    </message>
    <message>
      <source>seven</source>
      <translation>sieben</translation>
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
      <source>Not possible: {}.</source>
      <translation>Nicht möglich: {}.</translation>
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
    <name>EngineChoice</name>
    <message>
      <source>The engine {engine} could not choose a move ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation>Die Engine {engine} konnte keinen Zug wählen ({reason}); Plyboards Engine übernimmt, die Partie bleibt unverändert.</translation>
    </message>
    <message>
      <source>The engine {engine} could not find a hint ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation>Die Engine {engine} konnte keinen Tipp finden ({reason}); Plyboards Engine übernimmt, die Partie bleibt unverändert.</translation>
    </message>
    <message>
      <source>The engine {engine} could not analyse the position ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation>Die Engine {engine} konnte die Stellung nicht analysieren ({reason}); Plyboards Engine übernimmt, die Partie bleibt unverändert.</translation>
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
      <translation>Das Programm einer UCI-Engine wählen (etwa Stockfish)</translation>
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
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>the level's time</source>
      <translation>Zeit der Stufe</translation>
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
      <source>Not added: {}.</source>
      <translation>Nicht hinzugefügt: {}.</translation>
    </message>
    <message>
      <source>Added {}.</source>
      <translation>{} hinzugefügt.</translation>
    </message>
    <message>
      <source>Removed {}.</source>
      <translation>{} entfernt.</translation>
    </message>
    <message>
      <source>Removed the engine.</source>
      <translation>Engine entfernt.</translation>
    </message>
    <message>
      <source>Choose an engine in the list first.</source>
      <translation>Zuerst eine Engine in der Liste wählen.</translation>
    </message>
    <message>
      <source>Reading the options of {}…</source>
      <translation>Optionen von {} werden gelesen…</translation>
    </message>
    <message>
      <source>Options of {engine}: {options}.</source>
      <translation>Optionen von {engine}: {options}.</translation>
    </message>
  </context>
  <context>
    <name>EngineMatchWindow</name>
    <message>
      <source>Game</source>
      <translation>Partie</translation>
    </message>
    <message>
      <source>White</source>
      <translation>Weiß</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Schwarz</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Ergebnis</translation>
    </message>
    <message>
      <source>How</source>
      <translation>Wie</translation>
    </message>
    <message>
      <source>Time per move</source>
      <translation>Zeit pro Zug</translation>
    </message>
    <message>
      <source>10 s + 0.1 s a move</source>
      <translation>10 s + 0,1 s pro Zug</translation>
    </message>
    <message>
      <source>1 min + 1 s a move</source>
      <translation>1 min + 1 s pro Zug</translation>
    </message>
    <message>
      <source>3 min + 2 s a move</source>
      <translation>3 min + 2 s pro Zug</translation>
    </message>
    <message>
      <source>40 moves in 1 min</source>
      <translation>40 Züge in 1 min</translation>
    </message>
    <message>
      <source>Engine match</source>
      <translation>Engine-Wettkampf</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Time per move of the UCI engines (Plyboard's levels keep theirs)</source>
      <translation>Zeit pro Zug der UCI-Engines (die Stufen von Plyboard behalten ihre)</translation>
    </message>
    <message>
      <source>A clock for both players: each shares out its time, and a fallen flag loses</source>
      <translation>Eine Uhr für beide Spieler: Jeder teilt seine Zeit ein, und wer die Zeit überschreitet, verliert</translation>
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
      <translation>Jedes Partienpaar beginnt mit der nächsten Zeile aus Plyboards Sammlung ausgeglichener, benannter Eröffnungen (resources/chess/match-openings.txt)</translation>
    </message>
    <message>
      <source>&amp;Start</source>
      <translation>&amp;Starten</translation>
    </message>
    <message>
      <source>S&amp;top</source>
      <translation>&amp;Anhalten</translation>
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
      <source>Cannot start: {}.</source>
      <translation>Start nicht möglich: {}.</translation>
    </message>
    <message>
      <source>{first} against {second}…</source>
      <translation>{first} gegen {second}…</translation>
    </message>
    <message>
      <source>Game {game} of {games}: move {move}</source>
      <translation>Partie {game} von {games}: Zug {move}</translation>
    </message>
    <message>
      <source>Match over. {}</source>
      <translation>Wettkampf beendet. {}</translation>
    </message>
    <message>
      <source>{a} {wins}, {b} {losses}, {draws} drawn</source>
      <translation>{a} {wins}, {b} {losses}, {draws} remis</translation>
    </message>
    <message>
      <source>Could not save the games: {}.</source>
      <translation>Die Partien konnten nicht gespeichert werden: {}.</translation>
    </message>
    <message>
      <source>Saved {count} games to {file}. {tally}</source>
      <translation>{count} Partien in {file} gespeichert. {tally}</translation>
    </message>
    <message>
      <source>Save the match</source>
      <translation>Partien des Wettkampfs speichern</translation>
    </message>
  </context>
  <context>
    <name>EngineMenu</name>
    <message>
      <source>Plyboard's engine</source>
      <translation>Plyboards Engine</translation>
    </message>
    <message>
      <source>&amp;Engine…</source>
      <translation>En&amp;gine…</translation>
    </message>
    <message>
      <source>Play against or analyse with a UCI chess engine (Stockfish, for one)</source>
      <translation>Gegen eine UCI-Schach-Engine spielen oder mit ihr analysieren (etwa Stockfish)</translation>
    </message>
    <message>
      <source>Engine &amp;match…</source>
      <translation>Engine-&amp;Wettkampf…</translation>
    </message>
    <message>
      <source>Two engines play games against each other: Plyboard's levels and your UCI engines</source>
      <translation>Zwei Engines spielen Partien gegeneinander: die Stufen von Plyboard und Ihre UCI-Engines</translation>
    </message>
    <message>
      <source>Use &amp;{}</source>
      <translation>&amp;{} verwenden</translation>
    </message>
    <message>
      <source>Chess engine failed</source>
      <translation>Schach-Engine ausgefallen</translation>
    </message>
    <message>
      <source>The computer's moves: {opponent} ({seconds} s a move); hints and analysis: {analyser}.</source>
      <translation>Züge des Computers: {opponent} ({seconds} s pro Zug); Tipps und Analyse: {analyser}.</translation>
    </message>
    <message>
      <source>The computer's moves: {opponent}; hints and analysis: {analyser}.</source>
      <translation>Züge des Computers: {opponent}; Tipps und Analyse: {analyser}.</translation>
    </message>
  </context>
  <context>
    <name>EngineOptionsDialog</name>
    <message>
      <source>Options of {}</source>
      <translation>Optionen von {}</translation>
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
      <source>no evaluation yet</source>
      <translation>noch keine Bewertung</translation>
    </message>
    <message>
      <source>Evaluation: {score}, from White's point of view (+ is good for White; #N: White mates in N moves, -#N: Black does)</source>
      <translation>Bewertung: {score}, aus Sicht von Weiß (+ ist gut für Weiß; #N: Weiß setzt in N Zügen matt, -#N: Schwarz)</translation>
    </message>
    <message>
      <source>White {share}, {score}</source>
      <translation>Weiß {share}, {score}</translation>
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
    <name>GameController</name>
    <message>
      <source>Could not autosave the game ({}).</source>
      <translation>Die Partie konnte nicht automatisch gespeichert werden ({}).</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Plyboard games (*.plyboard.json *.json)</source>
      <translation>Plyboard-Partien (*.plyboard.json *.json)</translation>
    </message>
    <message>
      <source>All files (*)</source>
      <translation>Alle Dateien (*)</translation>
    </message>
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
      <source>Cannot paste {}</source>
      <translation>{} kann nicht eingefügt werden</translation>
    </message>
    <message>
      <source>{}. Nothing changed.</source>
      <translation>{}. Nichts wurde geändert.</translation>
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
    <message>
      <source>Chess games (*.pgn)</source>
      <translation>Schachpartien (*.pgn)</translation>
    </message>
    <message>
      <source>Only chess games can be saved as PGN.</source>
      <translation>Nur Schachpartien lassen sich als PGN speichern.</translation>
    </message>
  </context>
  <context>
    <name>Games</name>
    <message>
      <source>Tic-tac-toe</source>
      <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
      <source>Connect Four</source>
      <translation>Vier gewinnt</translation>
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
      <translation>Hase und Hunde (40 Halbzüge)</translation>
    </message>
    <message>
      <source>Teeko</source>
      <translation>Teeko</translation>
    </message>
    <message>
      <source>Teeko (no centre first)</source>
      <translation>Teeko (nicht zuerst in die Mitte)</translation>
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
      <source>Chess960</source>
      <translation>Schach960</translation>
    </message>
    <message>
      <source>{k} in a row ({size})</source>
      <translation>{k} in einer Reihe ({size})</translation>
    </message>
    <message>
      <source>Connect Four ({size})</source>
      <translation>Vier gewinnt ({size})</translation>
    </message>
    <message>
      <source>Chess960 (start {number})</source>
      <translation>Schach960 (Startstellung {number})</translation>
    </message>
    <message>
      <source>{game} (from a position)</source>
      <translation>{game} (aus einer Stellung)</translation>
    </message>
  </context>
  <context>
    <name>HintDisplay</name>
    <message>
      <source>Looking for the best move…</source>
      <translation>Der beste Zug wird gesucht…</translation>
    </message>
    <message>
      <source>A hint is for your turn, while the game goes on.</source>
      <translation>Einen Tipp gibt es, wenn Sie am Zug sind und die Partie läuft.</translation>
    </message>
    <message>
      <source>Hint: {}</source>
      <translation>Tipp: {}</translation>
    </message>
  </context>
  <context>
    <name>Hints</name>
    <message>
      <source>makes two threats</source>
      <translation>schafft zwei Drohungen</translation>
    </message>
    <message>
      <source>blocks a four</source>
      <translation>blockiert eine Vierer-Reihe</translation>
    </message>
    <message>
      <source>keeps the draw</source>
      <translation>hält das Remis</translation>
    </message>
    <message>
      <source>the only move that does not lose</source>
      <translation>der einzige Zug, der nicht verliert</translation>
    </message>
    <message>
      <source>by fours</source>
      <translation>durch Vierer</translation>
    </message>
    <message>
      <source>by fours and threes</source>
      <translation>durch Vierer und Dreier</translation>
    </message>
    <message>
      <source>keeps the win</source>
      <translation>hält den Gewinn</translation>
    </message>
    <message>
      <source>was lost anyway</source>
      <translation>war ohnehin verloren</translation>
    </message>
    <message>
      <source>throws away a win</source>
      <translation>verschenkt einen Gewinn</translation>
    </message>
    <message>
      <source>throws away a win (now a draw)</source>
      <translation>verschenkt einen Gewinn (jetzt remis)</translation>
    </message>
    <message>
      <source>throws away the draw</source>
      <translation>verschenkt das Remis</translation>
    </message>
    <message>
      <source>completes {count} in a row</source>
      <translation>vervollständigt {count} in einer Reihe</translation>
    </message>
    <message>
      <source>blocks {count} in a row</source>
      <translation>blockiert {count} in einer Reihe</translation>
    </message>
    <message>
      <source>threatens {count} in a row</source>
      <translation>droht {count} in einer Reihe</translation>
    </message>
    <message>
      <source>blocks a {count}</source>
      <translation>blockiert eine Reihe aus {count}</translation>
    </message>
    <message>
      <source>makes a {count}</source>
      <translation>bildet eine Reihe aus {count}</translation>
    </message>
    <message>
      <source>wins in {plies}</source>
      <translation>gewinnt in {plies}</translation>
    </message>
    <message>
      <source>wins in {plies} {how}</source>
      <translation>gewinnt in {plies} {how}</translation>
    </message>
    <message>
      <source>loses in {plies} (the longest resistance)</source>
      <translation>verliert in {plies} (der längste Widerstand)</translation>
    </message>
    <message>
      <source>too deep for the solver within {seconds} s</source>
      <translation>zu tief für den Löser innerhalb von {seconds} s</translation>
    </message>
    <message>
      <source>1 ply</source>
      <translation>1 Halbzug</translation>
    </message>
    <message>
      <source>{count} plies</source>
      <translation>{count} Halbzügen</translation>
    </message>
    <message>
      <source>best by the engine's estimate (score {score})</source>
      <translation>laut Schätzung der Engine am besten (Bewertung {score})</translation>
    </message>
    <message>
      <source>{first} and {second}</source>
      <translation>{first} und {second}</translation>
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
      <translation>Zuerst eine Antwort wählen.</translation>
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
    <name>Lessons</name>
    <message>
      <source>Right. {why}</source>
      <translation>Richtig. {why}</translation>
    </message>
    <message>
      <source>Not quite: the answer is {right}. {why}</source>
      <translation>Nicht ganz: Die Antwort ist {right}. {why}</translation>
    </message>
    <message>
      <source>a win for {side}</source>
      <translation>ein Gewinn für {side}</translation>
    </message>
    <message>
      <source>a draw for {side}</source>
      <translation>ein Remis für {side}</translation>
    </message>
    <message>
      <source>a loss for {side}</source>
      <translation>eine Niederlage für {side}</translation>
    </message>
    <message>
      <source>a draw</source>
      <translation>ein Remis</translation>
    </message>
    <message>
      <source>a win for {side} in {plies} plies</source>
      <translation>ein Gewinn für {side} in {plies} Halbzügen</translation>
    </message>
    <message>
      <source>about {factor} times fewer</source>
      <translation>etwa {factor}-mal weniger</translation>
    </message>
    <message>
      <source>Game trees and minimax</source>
      <translation>Spielbäume und Minimax</translation>
    </message>
    <message>
      <source>Russell and Norvig, Artificial Intelligence: A Modern Approach, chapter on adversarial search (minimax on tic-tac-toe)</source>
      <translation>Russell und Norvig, Artificial Intelligence: A Modern Approach, Kapitel über adversariale Suche (Minimax bei Tic-Tac-Toe)</translation>
    </message>
    <message>
      <source>Depth limits and evaluation functions</source>
      <translation>Tiefengrenzen und Bewertungsfunktionen</translation>
    </message>
    <message>
      <source>Shannon, Programming a Computer for Playing Chess (1950), on evaluation functions and a limited look-ahead</source>
      <translation>Shannon, Programming a Computer for Playing Chess (1950), über Bewertungsfunktionen und eine begrenzte Vorausschau</translation>
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on Connect Four</source>
      <translation>Allis, Searching for Solutions in Games and Artificial Intelligence (Dissertation, 1994), über Vier gewinnt</translation>
    </message>
    <message>
      <source>Alpha-beta: the branches not searched</source>
      <translation>Alpha-Beta: die nicht durchsuchten Zweige</translation>
    </message>
    <message>
      <source>Knuth and Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 (1975)</source>
      <translation>Knuth und Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 (1975)</translation>
    </message>
    <message>
      <source>Move ordering and iterative deepening</source>
      <translation>Zugsortierung und iterative Vertiefung</translation>
    </message>
    <message>
      <source>Slate and Atkin, Chess 4.5, the Northwestern University chess program (1977), on iterative deepening</source>
      <translation>Slate und Atkin, Chess 4.5, the Northwestern University chess program (1977), über iterative Vertiefung</translation>
    </message>
    <message>
      <source>Knuth and Moore (1975), on the best case of alpha-beta with the best move first</source>
      <translation>Knuth und Moore (1975), über den günstigsten Fall von Alpha-Beta mit dem besten Zug zuerst</translation>
    </message>
    <message>
      <source>Transposition tables and symmetry</source>
      <translation>Transpositionstabellen und Symmetrie</translation>
    </message>
    <message>
      <source>Zobrist, A New Hashing Method with Application for Game Playing (1970)</source>
      <translation>Zobrist, A New Hashing Method with Application for Game Playing (1970)</translation>
    </message>
    <message>
      <source>Greenblatt, Eastlake and Crocker, The Greenblatt Chess Program (1967), on remembering positions already searched</source>
      <translation>Greenblatt, Eastlake und Crocker, The Greenblatt Chess Program (1967), über das Merken schon durchsuchter Stellungen</translation>
    </message>
    <message>
      <source>Monte Carlo tree search and UCT</source>
      <translation>Monte-Carlo-Baumsuche und UCT</translation>
    </message>
    <message>
      <source>Kocsis and Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)</source>
      <translation>Kocsis und Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)</translation>
    </message>
    <message>
      <source>Solving a game: bitboards and retrograde tables</source>
      <translation>Ein Spiel lösen: Bitboards und Rückwärtstabellen</translation>
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on solving Connect Four</source>
      <translation>Allis, Searching for Solutions in Games and Artificial Intelligence (Dissertation, 1994), über die Lösung von Vier gewinnt</translation>
    </message>
    <message>
      <source>Pons, Solving Connect 4: how to build a perfect AI (blog and solver, 2019), on bitboards</source>
      <translation>Pons, Solving Connect 4: how to build a perfect AI (Blog und Löser, 2019), über Bitboards</translation>
    </message>
    <message>
      <source>Thompson, Retrograde Analysis of Certain Endgames (1986)</source>
      <translation>Thompson, Retrograde Analysis of Certain Endgames (1986)</translation>
    </message>
    <message>
      <source>Threats: wins by fours and by threes</source>
      <translation>Drohungen: Gewinne durch Vierer und durch Dreier</translation>
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on threat-space search and Go-Moku</source>
      <translation>Allis, Searching for Solutions in Games and Artificial Intelligence (Dissertation, 1994), über Drohraumsuche und Go-Moku</translation>
    </message>
    <message>
      <source>A chess engine: quiescence and perft</source>
      <translation>Eine Schach-Engine: Ruhesuche und Perft</translation>
    </message>
    <message>
      <source>Shannon, Programming a Computer for Playing Chess (1950)</source>
      <translation>Shannon, Programming a Computer for Playing Chess (1950)</translation>
    </message>
    <message>
      <source>The Chess Programming Wiki's pages on quiescence search and perft</source>
      <translation>Die Seiten des Chess Programming Wiki über Ruhesuche und Perft</translation>
    </message>
    <message>
      <source>Measuring strength: matches and Elo</source>
      <translation>Spielstärke messen: Wettkämpfe und Elo</translation>
    </message>
    <message>
      <source>Elo, The Rating of Chessplayers, Past and Present (1978)</source>
      <translation>Elo, The Rating of Chessplayers, Past and Present (1978)</translation>
    </message>
    <message>
      <source>Agresti and Coull, Approximate Is Better than Exact for Interval Estimation of Binomial Proportions (1998), on the interval</source>
      <translation>Agresti und Coull, Approximate Is Better than Exact for Interval Estimation of Binomial Proportions (1998), über das Intervall</translation>
    </message>
    <message>
      <source>twos {two}, threes {three}, centre {centre}</source>
      <translation>Zweier {two}, Dreier {three}, Mitte {centre}</translation>
    </message>
    <message>
      <source>&lt;p&gt;Connect Four is too deep to search to the end at every move, so a program stops after a few plies (here {depth}) and scores the positions there with an &lt;i&gt;evaluation function&lt;/i&gt;: a guess from the discs, such as points for every line of four a side could still fill. The search then trusts the guess. A threat that only shows after the horizon is invisible to it, and a weight that looks sensible can pull the search towards a lost position.&lt;/p&gt;&lt;p&gt;{side} is to move; with perfect play the game is {value}. Three evaluations, each searched {depth} plies deep by alpha-beta, and what the solver says of the move each one plays:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Vier gewinnt ist zu tief, um bei jedem Zug bis zum Ende zu suchen. Ein Programm hört daher nach einigen Halbzügen auf (hier {depth}) und bewertet die dort erreichten Stellungen mit einer &lt;i&gt;Bewertungsfunktion&lt;/i&gt;: einer Schätzung aus den Scheiben, etwa Punkten für jede Viererlinie, die eine Seite noch füllen könnte. Die Suche vertraut dann der Schätzung. Eine Drohung, die sich erst hinter dem Horizont zeigt, sieht sie nicht, und ein vernünftig wirkendes Gewicht kann die Suche in eine verlorene Stellung ziehen.&lt;/p&gt;&lt;p&gt;{side} ist am Zug; bei perfektem Spiel ist die Partie {value}. Drei Bewertungen, jede von Alpha-Beta {depth} Halbzüge tief durchsucht, und was der Löser zu dem Zug sagt, den jede spielt:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>weights</source>
      <translation>Gewichte</translation>
    </message>
    <message>
      <source>move</source>
      <translation>Zug</translation>
    </message>
    <message>
      <source>after it, with perfect play</source>
      <translation>danach, bei perfektem Spiel</translation>
    </message>
    <message>
      <source>&lt;p&gt;A solver has no horizon: it searches every line to the end, so it refutes the guess.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Ein Löser hat keinen Horizont: Er durchsucht jede Variante bis zum Ende und widerlegt so die Schätzung.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Which weights make the {depth}-ply search find a winning move?</source>
      <translation>Mit welchen Gewichten findet die Suche über {depth} Halbzüge einen Gewinnzug?</translation>
    </message>
    <message>
      <source>With {weights} the search plays {move}, which keeps the win; the others' moves lose it, and the solver shows how.</source>
      <translation>Mit {weights} spielt die Suche {move} und hält den Gewinn; die Züge der anderen verspielen ihn, und der Löser zeigt, wie.</translation>
    </message>
    <message>
      <source>&lt;p&gt;To &lt;i&gt;solve&lt;/i&gt; a game is to know the value of its positions with perfect play. Connect Four was solved in 1988 (James D. Allen, and Victor Allis): the first player wins by starting in the centre. Our solver, after Pascal Pons's, keeps each side's discs in a 64-bit number (a bitboard), so a drop is an addition and four in a row a few shifts and ands, and searches alpha-beta with null windows, a transposition table and the centre first.&lt;/p&gt;&lt;p&gt;In this position, {side} to move, it searched &lt;b&gt;{nodes:,}&lt;/b&gt; positions and values every drop:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Ein Spiel zu &lt;i&gt;lösen&lt;/i&gt; heißt, den Wert seiner Stellungen bei perfektem Spiel zu kennen. Vier gewinnt wurde 1988 gelöst (James D. Allen, und Victor Allis): Der Anziehende gewinnt, wenn er in der Mitte beginnt. Unser Löser hält, nach dem von Pascal Pons, die Scheiben jeder Seite in einer 64-Bit-Zahl (einem Bitboard), sodass ein Einwurf eine Addition ist und vier in einer Reihe ein paar Verschiebungen und Und-Verknüpfungen; er sucht mit Alpha-Beta in Nullfenstern, mit einer Transpositionstabelle und der Mitte zuerst.&lt;/p&gt;&lt;p&gt;In dieser Stellung, {side} am Zug, hat er &lt;b&gt;{nodes:,}&lt;/b&gt; Stellungen durchsucht und bewertet jeden Einwurf:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>drop</source>
      <translation>Einwurf</translation>
    </message>
    <message>
      <source>with perfect play</source>
      <translation>bei perfektem Spiel</translation>
    </message>
    <message>
      <source>&lt;p&gt;Smaller games are solved backwards: a &lt;i&gt;retrograde&lt;/i&gt; table starts from every finished position and works back move by move until each position has its value and its distance to the end. Read from our tables:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Kleinere Spiele werden rückwärts gelöst: Eine &lt;i&gt;retrograde&lt;/i&gt; Tabelle beginnt bei jeder beendeten Stellung und arbeitet sich Zug um Zug zurück, bis jede Stellung ihren Wert und ihren Abstand zum Ende hat. Aus unseren Tabellen gelesen:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>game, at its start</source>
      <translation>Spiel, am Anfang</translation>
    </message>
    <message>
      <source>to move</source>
      <translation>am Zug</translation>
    </message>
    <message>
      <source>Which of these drops wins for {side} fastest?</source>
      <translation>Welcher dieser Einwürfe gewinnt für {side} am schnellsten?</translation>
    </message>
    <message>
      <source>The solver says {move}: after it, {value}.</source>
      <translation>Der Löser sagt {move}: danach {value}.</translation>
    </message>
    <message>
      <source>&lt;p&gt;In five in a row a &lt;i&gt;four&lt;/i&gt; must be answered at once, so a side that can make four after four leaves the opponent one move each time: the tree of such a sequence is a single line, and a program can search it very deep. L. Victor Allis called this &lt;i&gt;threat-space search&lt;/i&gt; (1994): only the attacker's threats and the defender's answers to them, a win by continuous fours (VCF) or, allowing open threes too, a win by threats (VCT).&lt;/p&gt;&lt;p&gt;Here {side} can make {fours} fours. Our threat search finds a win by fours in &lt;b&gt;{moves}&lt;/b&gt; of {side}'s moves, {other}'s answers forced:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{sequence}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{failing} of the fours lead to no such win.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Bei fünf in einer Reihe muss ein &lt;i&gt;Vierer&lt;/i&gt; sofort beantwortet werden. Wer Vierer auf Vierer setzen kann, lässt dem Gegner also jedes Mal nur einen Zug: Der Baum einer solchen Folge ist eine einzige Linie, und ein Programm kann sie sehr tief durchsuchen. L. Victor Allis nannte das &lt;i&gt;Drohraumsuche&lt;/i&gt; (1994): nur die Drohungen des Angreifers und die Antworten des Verteidigers darauf, ein Gewinn durch fortgesetzte Vierer (VCF) oder, wenn auch offene Dreier erlaubt sind, ein Gewinn durch Drohungen (VCT).&lt;/p&gt;&lt;p&gt;Hier kann {side} {fours} Vierer bilden. Unsere Drohsuche findet einen Gewinn durch Vierer in &lt;b&gt;{moves}&lt;/b&gt; Zügen von {side}, die Antworten von {other} erzwungen:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{sequence}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{failing} der Vierer führen zu keinem solchen Gewinn.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;Two plies earlier, before {side}'s {own_move} and {other}'s {their_move}, {side} had no win by fours, but a win by threats:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{line}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;An open three leaves the defender several answers (and fours of their own to throw in first), so this search branches: it tries every answer, and the line shows the main ones. It is deeper work than fours alone, which is why programs look for a win by fours first.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Zwei Halbzüge früher, vor {own_move} von {side} und {their_move} von {other}, hatte {side} keinen Gewinn durch Vierer, aber einen Gewinn durch Drohungen:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{line}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ein offener Dreier lässt dem Verteidiger mehrere Antworten (und eigene Vierer, die er vorher einschieben kann). Diese Suche verzweigt sich daher: Sie probiert jede Antwort, und die Linie zeigt die wichtigsten. Das ist aufwendiger als Vierer allein, weshalb Programme zuerst einen Gewinn durch Vierer suchen.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>With which four does {side}'s win by fours begin?</source>
      <translation>Mit welchem Vierer beginnt der Gewinn durch Vierer von {side}?</translation>
    </message>
    <message>
      <source>{first}: the threat search wins in {moves} moves with {sequence}.</source>
      <translation>{first}: Die Drohsuche gewinnt in {moves} Zügen mit {sequence}.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Claude Shannon's 1950 paper set out how a program could play chess: search a few moves ahead and score the positions reached. A search that stops in the middle of an exchange scores it wrongly: it counts the piece just taken and not the recapture. &lt;i&gt;Quiescence search&lt;/i&gt; plays on from each leaf with captures only (the best ones first: most valuable victim, least valuable attacker) until the position is quiet.&lt;/p&gt;&lt;p&gt;Here, {side} to move, a one-ply search without quiescence plays &lt;b&gt;{blunder}&lt;/b&gt; (it scores {blind:+d} centipawns); with quiescence it sees the answer, scores {blunder} {after:+d}, and plays &lt;b&gt;{sound}&lt;/b&gt; ({seeing:+d}).&lt;/p&gt;&lt;p&gt;How do we know the move generator is right? &lt;i&gt;Perft&lt;/i&gt; counts every line of legal moves to a depth and compares with known counts. From the start, counted now:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Claude Shannons Aufsatz von 1950 beschrieb, wie ein Programm Schach spielen könnte: einige Züge vorausrechnen und die erreichten Stellungen bewerten. Eine Suche, die mitten in einem Abtausch aufhört, bewertet ihn falsch: Sie zählt die eben geschlagene Figur, aber nicht das Zurückschlagen. Die &lt;i&gt;Ruhesuche&lt;/i&gt; spielt von jedem Blatt aus nur mit Schlagzügen weiter (die besten zuerst: wertvollstes Opfer, billigster Angreifer), bis die Stellung ruhig ist.&lt;/p&gt;&lt;p&gt;Hier, {side} am Zug, spielt eine Suche über einen Halbzug ohne Ruhesuche &lt;b&gt;{blunder}&lt;/b&gt; (sie bewertet mit {blind:+d} Centipawns); mit Ruhesuche sieht sie die Antwort, bewertet {blunder} mit {after:+d} und spielt &lt;b&gt;{sound}&lt;/b&gt; ({seeing:+d}).&lt;/p&gt;&lt;p&gt;Woher wissen wir, dass der Zuggenerator stimmt? &lt;i&gt;Perft&lt;/i&gt; zählt jede Folge legaler Züge bis zu einer Tiefe und vergleicht mit bekannten Zahlen. Von der Grundstellung, jetzt gezählt:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>plies</source>
      <translation>Halbzüge</translation>
    </message>
    <message>
      <source>positions</source>
      <translation>Stellungen</translation>
    </message>
    <message>
      <source>Which move does the one-ply search without quiescence play?</source>
      <translation>Welchen Zug spielt die Suche über einen Halbzug ohne Ruhesuche?</translation>
    </message>
    <message>
      <source>{blunder}: without quiescence it counts the pawn won and stops before the recapture; searched on through the captures, {blunder} is worth {after:+d}.</source>
      <translation>{blunder}: Ohne Ruhesuche zählt sie den gewonnenen Bauern und hört vor dem Zurückschlagen auf; durch die Schlagzüge weitergesucht, ist {blunder} {after:+d} wert.</translation>
    </message>
    <message>
      <source>at least {lower} (95%); no losses, so no upper bound</source>
      <translation>mindestens {lower} (95 %); keine Niederlagen, also keine obere Grenze</translation>
    </message>
    <message>
      <source>at most {upper} (95%); no wins, so no lower bound</source>
      <translation>höchstens {upper} (95 %); keine Siege, also keine untere Grenze</translation>
    </message>
    <message>
      <source>&lt;p&gt;A program's strength is measured by playing games: the score against an opponent gives a rating difference by the Elo formula (a 64% score is about +100). A few games say little: the interval around the estimate narrows only with the square root of the games, four times as many for half the width. That is why a ladder of levels needs hundreds of games between neighbours.&lt;/p&gt;&lt;p&gt;Just now, {games} games of {game}, {strong} against {weak}, colours alternating: {strong} won &lt;b&gt;{wins}&lt;/b&gt;, drew &lt;b&gt;{draws}&lt;/b&gt;, lost &lt;b&gt;{losses}&lt;/b&gt;, a score of {score:.0%}.&lt;/p&gt;&lt;p&gt;Estimated difference: &lt;b&gt;{estimate}&lt;/b&gt;.&lt;br&gt;The same score over {more_games} games would give {tenfold}.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Die Stärke eines Programms misst man, indem man Partien spielt: Das Ergebnis gegen einen Gegner ergibt nach der Elo-Formel einen Wertungsunterschied (64 % der Punkte sind etwa +100). Wenige Partien sagen wenig: Das Intervall um die Schätzung wird nur mit der Wurzel der Partienzahl enger, viermal so viele für die halbe Breite. Darum braucht eine Leiter von Stufen Hunderte von Partien zwischen Nachbarn.&lt;/p&gt;&lt;p&gt;Eben gespielt: {games} Partien {game}, {strong} gegen {weak}, mit wechselnden Farben: {strong} gewann &lt;b&gt;{wins}&lt;/b&gt;, spielte &lt;b&gt;{draws}&lt;/b&gt; remis, verlor &lt;b&gt;{losses}&lt;/b&gt;, ein Ergebnis von {score:.0%}.&lt;/p&gt;&lt;p&gt;Geschätzter Unterschied: &lt;b&gt;{estimate}&lt;/b&gt;.&lt;br&gt;Dasselbe Ergebnis über {more_games} Partien ergäbe {tenfold}.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Do these {games} games show, at 95%, that {strong} is stronger?</source>
      <translation>Zeigen diese {games} Partien mit 95 %, dass {strong} stärker ist?</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>ja</translation>
    </message>
    <message>
      <source>no</source>
      <translation>nein</translation>
    </message>
    <message>
      <source>The interval is {interval}: its lower end is above 0.</source>
      <translation>Das Intervall ist {interval}: Sein unteres Ende liegt über 0.</translation>
    </message>
    <message>
      <source>The interval is {interval}: it still reaches 0 or below.</source>
      <translation>Das Intervall ist {interval}: Es reicht noch bis 0 oder darunter.</translation>
    </message>
    <message>
      <source>&lt;p&gt;A game tree has the position at its root and a branch for every move. Minimax gives each position the best value its side to move can force: at {side}'s turn the largest of the children's values, at {other}'s the smallest, down to positions where the game is over.&lt;/p&gt;&lt;p&gt;Here {side} is to move with {count} moves. Searched to the end, minimax visited &lt;b&gt;{nodes:,}&lt;/b&gt; positions and gives every move this value:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Ein Spielbaum hat die Stellung an seiner Wurzel und einen Zweig für jeden Zug. Minimax gibt jeder Stellung den besten Wert, den die Seite am Zug erzwingen kann: ist {side} am Zug, den größten der Werte ihrer Kinder, ist {other} am Zug, den kleinsten, bis hinunter zu Stellungen, in denen die Partie zu Ende ist.&lt;/p&gt;&lt;p&gt;Hier ist {side} am Zug und hat {count} Züge. Bis zum Ende durchsucht, besuchte Minimax &lt;b&gt;{nodes:,}&lt;/b&gt; Stellungen und gibt jedem Zug diesen Wert:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>So what is the position worth for {side}, who is to move?</source>
      <translation>Was ist die Stellung also für {side} wert, die Seite am Zug?</translation>
    </message>
    <message>
      <source>The root takes the best of its children for the side to move: {side} has a move worth {value}, and none better.</source>
      <translation>Die Wurzel nimmt das Beste ihrer Kinder für die Seite am Zug: {side} hat einen Zug, der {value} wert ist, und keinen besseren.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Alpha-beta finds the same value as minimax without looking at everything. It carries a window [α, β]: α is what the side to move is already sure of, β what the opponent will allow. As soon as one reply shows that a move is at least β for the side that replies, that move is no better than one already found, and its other replies need not be searched: a &lt;i&gt;β cut-off&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Here {side} is to move. After {side}'s {move}, {other}'s reply {reply} is already good enough for {other}, and alpha-beta skips the other {pruned} replies. Over the whole tree it searched &lt;b&gt;{alphabeta_nodes:,}&lt;/b&gt; positions where minimax searched &lt;b&gt;{minimax_nodes:,}&lt;/b&gt;.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Alpha-Beta findet denselben Wert wie Minimax, ohne alles anzusehen. Es führt ein Fenster [α, β] mit: α ist, was der Seite am Zug schon sicher ist, β, was der Gegner zulassen wird. Sobald eine Antwort zeigt, dass ein Zug für die antwortende Seite mindestens β wert ist, ist dieser Zug nicht besser als einer, der schon gefunden ist, und seine übrigen Antworten müssen nicht durchsucht werden: ein &lt;i&gt;β-Schnitt&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Hier ist {side} am Zug. Nach {move} von {side} ist die Antwort {reply} von {other} schon gut genug für {other}, und Alpha-Beta überspringt die übrigen {pruned} Antworten. Über den ganzen Baum durchsuchte es &lt;b&gt;{alphabeta_nodes:,}&lt;/b&gt; Stellungen, wo Minimax &lt;b&gt;{minimax_nodes:,}&lt;/b&gt; durchsuchte.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>the replies were all searched: no cut-off after {move}</source>
      <translation>die Antworten wurden alle durchsucht: kein Schnitt nach {move}</translation>
    </message>
    <message>
      <source>Why does alpha-beta stop searching {other}'s replies to {move} after {reply}?</source>
      <translation>Warum hört Alpha-Beta nach {reply} auf, die Antworten von {other} auf {move} zu durchsuchen?</translation>
    </message>
    <message>
      <source>{reply} is worth {value} for {other} (from {other}'s side), which reaches β = {beta}: {side} already has a move at least that good, so {move} cannot be better and its other replies cannot change the choice.</source>
      <translation>{reply} ist für {other} {value} wert (aus Sicht von {other}) und erreicht β = {beta}: {side} hat schon einen mindestens so guten Zug, also kann {move} nicht besser sein, und seine übrigen Antworten können die Wahl nicht ändern.</translation>
    </message>
    <message>
      <source>moves in board order</source>
      <translation>Züge in Brettreihenfolge</translation>
    </message>
    <message>
      <source>promising moves first</source>
      <translation>vielversprechende Züge zuerst</translation>
    </message>
    <message>
      <source>alpha-beta, {order}</source>
      <translation>Alpha-Beta, {order}</translation>
    </message>
    <message>
      <source>&lt;p&gt;Alpha-beta cuts more the sooner it meets the best move: tried first, a strong move sets a window that cuts its rivals' replies at once. Programs therefore try promising moves first (here winning drops, then blocks, then from the centre out). Iterative deepening searches 1 ply, then 2, ... up to the depth: each shallow search is cheap, tells the next one which move to try first, and leaves a move ready when the time runs out.&lt;/p&gt;&lt;p&gt;Connect Four, {side} to move, searched {depth} plies deep by iterative deepening (positions over all iterations):&lt;/p&gt;</source>
      <translation>&lt;p&gt;Alpha-Beta schneidet umso mehr, je früher es auf den besten Zug trifft: Zuerst probiert, setzt ein starker Zug ein Fenster, das die Antworten seiner Rivalen sofort abschneidet. Programme probieren daher vielversprechende Züge zuerst (hier Gewinneinwürfe, dann Blockaden, dann von der Mitte nach außen). Iterative Vertiefung sucht 1 Halbzug, dann 2, ... bis zur Tiefe: Jede flache Suche ist billig, sagt der nächsten, welchen Zug sie zuerst probieren soll, und hält einen Zug bereit, wenn die Zeit abläuft.&lt;/p&gt;&lt;p&gt;Vier gewinnt, {side} am Zug, {depth} Halbzüge tief durch iterative Vertiefung durchsucht (Stellungen über alle Iterationen):&lt;/p&gt;</translation>
    </message>
    <message>
      <source>search</source>
      <translation>Suche</translation>
    </message>
    <message>
      <source>&lt;p&gt;Positions in each iteration:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Stellungen in jeder Iteration:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>depth</source>
      <translation>Tiefe</translation>
    </message>
    <message>
      <source>the same value</source>
      <translation>demselben Wert</translation>
    </message>
    <message>
      <source>values that differ</source>
      <translation>unterschiedlichen Werten</translation>
    </message>
    <message>
      <source>How many times fewer positions does the ordered search need than the first?</source>
      <translation>Wie viel weniger Stellungen braucht die sortierte Suche als die erste?</translation>
    </message>
    <message>
      <source>{first:,} against {ordered:,}: {ratio:.1f} times fewer, for the same depth and {same}.</source>
      <translation>{first:,} gegen {ordered:,}: {ratio:.1f}-mal weniger, bei derselben Tiefe und {same}.</translation>
    </message>
    <message>
      <source>no table</source>
      <translation>keiner Tabelle</translation>
    </message>
    <message>
      <source>a transposition table</source>
      <translation>einer Transpositionstabelle</translation>
    </message>
    <message>
      <source>a table that counts the board's eight symmetries as one</source>
      <translation>einer Tabelle, die die acht Symmetrien des Bretts als eine zählt</translation>
    </message>
    <message>
      <source>&lt;p&gt;Different move orders often reach the same position: X on a1 then O on b2 then X on c3 is the position of X on c3, O on b2, X on a1. A &lt;i&gt;transposition table&lt;/i&gt; stores each position searched, under a key computed from the position alone (a Zobrist hash in most programs), with its value, the depth searched and whether the value is exact or only a bound; meeting the position again costs one look-up.&lt;/p&gt;&lt;p&gt;Symmetry goes further: a position turned or mirrored has the same value, so a program can store it under one key for all eight images of a square board (Connect Four has two: the board and its mirror).&lt;/p&gt;&lt;p&gt;Tic-tac-toe from the empty board, {side} to move, searched to the end by alpha-beta with the same move ordering:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Verschiedene Zugfolgen erreichen oft dieselbe Stellung: X auf a1, dann O auf b2, dann X auf c3 ist die Stellung von X auf c3, O auf b2, X auf a1. Eine &lt;i&gt;Transpositionstabelle&lt;/i&gt; speichert jede durchsuchte Stellung unter einem Schlüssel, der allein aus der Stellung berechnet wird (in den meisten Programmen ein Zobrist-Hash), mit ihrem Wert, der durchsuchten Tiefe und ob der Wert genau oder nur eine Schranke ist; trifft man die Stellung wieder, kostet sie ein Nachschlagen.&lt;/p&gt;&lt;p&gt;Symmetrie geht weiter: Eine gedrehte oder gespiegelte Stellung hat denselben Wert, also kann ein Programm sie unter einem Schlüssel für alle acht Bilder eines quadratischen Bretts speichern (Vier gewinnt hat zwei: das Brett und sein Spiegelbild).&lt;/p&gt;&lt;p&gt;Tic-Tac-Toe vom leeren Brett, {side} am Zug, von Alpha-Beta mit derselben Zugsortierung bis zum Ende durchsucht:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>search with</source>
      <translation>Suche mit</translation>
    </message>
    <message>
      <source>value</source>
      <translation>Wert</translation>
    </message>
    <message>
      <source>How many times fewer positions does the table with symmetry need than the table alone?</source>
      <translation>Wie viel weniger Stellungen braucht die Tabelle mit Symmetrie als die Tabelle allein?</translation>
    </message>
    <message>
      <source>{table:,} against {symmetry:,}: {ratio:.1f} times fewer (and {against_none:.0f} times fewer than no table), with the same value: a turned board is the same game.</source>
      <translation>{table:,} gegen {symmetry:,}: {ratio:.1f}-mal weniger (und {against_none:.0f}-mal weniger als ohne Tabelle), mit demselben Wert: Ein gedrehtes Brett ist dasselbe Spiel.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Monte Carlo tree search does not need an evaluation: it plays games to the end with random moves (playouts) and grows a tree where they went. Each playout starts at the root and goes down by UCT: at every node it takes the child with the highest &lt;i&gt;mean result + c·√(ln N / n)&lt;/i&gt;, where N counts the parent's visits, n the child's, and c = {c:.3f}. The first term favours moves that did well, the second moves tried seldom.&lt;/p&gt;&lt;p&gt;After {playouts} playouts from this position ({side} to move):&lt;/p&gt;</source>
      <translation>&lt;p&gt;Die Monte-Carlo-Baumsuche braucht keine Bewertung: Sie spielt Partien mit Zufallszügen bis zum Ende (Playouts) und lässt einen Baum dort wachsen, wo sie hingingen. Jedes Playout beginnt an der Wurzel und steigt nach UCT ab: An jedem Knoten nimmt es das Kind mit dem höchsten &lt;i&gt;mittleren Ergebnis + c·√(ln N / n)&lt;/i&gt;, wobei N die Besuche des Elternknotens zählt, n die des Kindes, und c = {c:.3f}. Der erste Term bevorzugt Züge, die gut abschnitten, der zweite selten probierte.&lt;/p&gt;&lt;p&gt;Nach {playouts} Playouts aus dieser Stellung ({side} am Zug):&lt;/p&gt;</translation>
    </message>
    <message>
      <source>visits</source>
      <translation>Besuche</translation>
    </message>
    <message>
      <source>wins</source>
      <translation>Siege</translation>
    </message>
    <message>
      <source>Which of {side}'s moves will playout {playout} try first?</source>
      <translation>Welchen Zug von {side} probiert Playout {playout} zuerst?</translation>
    </message>
    <message>
      <source>{best} has the highest UCT value, {value:.3f}: selection follows UCT, not the most visits.</source>
      <translation>{best} hat den höchsten UCT-Wert, {value:.3f}: Die Auswahl folgt UCT, nicht den meisten Besuchen.</translation>
    </message>
  </context>
  <context>
    <name>Levels</name>
    <message>
      <source>Beginner</source>
      <translation>Anfänger</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Leicht</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Mittel</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Schwer</translation>
    </message>
    <message>
      <source>Advanced</source>
      <translation>Fortgeschritten</translation>
    </message>
    <message>
      <source>Strong</source>
      <translation>Stark</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Experte</translation>
    </message>
    <message>
      <source>random</source>
      <translation>zufällig</translation>
    </message>
    <message>
      <source>perfect</source>
      <translation>perfekt</translation>
    </message>
    <message>
      <source>patterns</source>
      <translation>Muster</translation>
    </message>
    <message>
      <source>compiled</source>
      <translation>kompiliert</translation>
    </message>
    <message>
      <source>horizon</source>
      <translation>Horizont</translation>
    </message>
    <message>
      <source>depth {depth}</source>
      <translation>Tiefe {depth}</translation>
    </message>
    <message>
      <source>{nodes} nodes</source>
      <translation>{nodes} Knoten</translation>
    </message>
    <message>
      <source>{share} random moves</source>
      <translation>{share} zufällige Züge</translation>
    </message>
    <message>
      <source>picks within {margin} of the best</source>
      <translation>wählt bis {margin} unter dem besten Zug</translation>
    </message>
    <message>
      <source>{side}: {details}</source>
      <translation>{side}: {details}</translation>
    </message>
    <message>
      <source>{level} — about {rating}</source>
      <translation>{level} — etwa {rating}</translation>
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
      <source>Game over: {}</source>
      <translation>Partie beendet: {}</translation>
    </message>
    <message>
      <source>{game} board</source>
      <translation>Brett: {game}</translation>
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
    <message>
      <source>Took back 1 move.</source>
      <translation>1 Zug zurückgenommen.</translation>
    </message>
    <message>
      <source>Took back {count} moves.</source>
      <translation>{count} Züge zurückgenommen.</translation>
    </message>
    <message>
      <source>Replayed 1 move.</source>
      <translation>1 Zug wiederholt.</translation>
    </message>
    <message>
      <source>Replayed {count} moves.</source>
      <translation>{count} Züge wiederholt.</translation>
    </message>
  </context>
  <context>
    <name>MoveNumbers</name>
    <message>
      <source>&amp;Off</source>
      <translation>&amp;Aus</translation>
    </message>
    <message>
      <source>&amp;Last {} moves</source>
      <translation>&amp;Letzte {} Züge</translation>
    </message>
    <message>
      <source>&amp;All moves</source>
      <translation>All&amp;e Züge</translation>
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
      <source>Edit comment &amp;before this variation…</source>
      <translation>Kommentar &amp;vor dieser Variante bearbeiten…</translation>
    </message>
    <message>
      <source>Add comment &amp;before this variation…</source>
      <translation>Kommentar &amp;vor dieser Variante hinzufügen…</translation>
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
      <source>Comment before this variation (empty: none):</source>
      <translation>Kommentar vor dieser Variante (leer: keiner):</translation>
    </message>
    <message>
      <source>Comment on this move (empty: none):</source>
      <translation>Kommentar zu diesem Zug (leer: keiner):</translation>
    </message>
  </context>
  <context>
    <name>Moves</name>
    <message>
      <source>check</source>
      <translation>Schach</translation>
    </message>
    <message>
      <source>kingside castling</source>
      <translation>kurze Rochade</translation>
    </message>
    <message>
      <source>queenside castling</source>
      <translation>lange Rochade</translation>
    </message>
    <message>
      <source>You claim a draw.</source>
      <translation>Sie beanspruchen Remis.</translation>
    </message>
    <message>
      <source>Computer claims a draw.</source>
      <translation>Der Computer beansprucht Remis.</translation>
    </message>
    <message>
      <source>You drop in column {column}.</source>
      <translation>Sie werfen in Spalte {column} ein.</translation>
    </message>
    <message>
      <source>Computer drops in column {column}.</source>
      <translation>Der Computer wirft in Spalte {column} ein.</translation>
    </message>
    <message>
      <source>{side} drops in column {column}.</source>
      <translation>{side}: Spalte {column}.</translation>
    </message>
    <message>
      <source>You move a hound from point {start} to point {to}.</source>
      <translation>Sie ziehen einen Hund von Punkt {start} auf Punkt {to}.</translation>
    </message>
    <message>
      <source>You move the hare from point {start} to point {to}.</source>
      <translation>Sie ziehen den Hasen von Punkt {start} auf Punkt {to}.</translation>
    </message>
    <message>
      <source>Computer moves a hound from point {start} to point {to}.</source>
      <translation>Der Computer zieht einen Hund von Punkt {start} auf Punkt {to}.</translation>
    </message>
    <message>
      <source>Computer moves the hare from point {start} to point {to}.</source>
      <translation>Der Computer zieht den Hasen von Punkt {start} auf Punkt {to}.</translation>
    </message>
    <message>
      <source>A hound moves from point {start} to point {to}.</source>
      <translation>Ein Hund zieht von Punkt {start} auf Punkt {to}.</translation>
    </message>
    <message>
      <source>The hare moves from point {start} to point {to}.</source>
      <translation>Der Hase zieht von Punkt {start} auf Punkt {to}.</translation>
    </message>
    <message>
      <source>You play {move}.</source>
      <translation>Sie spielen {move}.</translation>
    </message>
    <message>
      <source>Computer plays {move}.</source>
      <translation>Der Computer spielt {move}.</translation>
    </message>
    <message>
      <source>{side} claims a draw.</source>
      <translation>{side} beansprucht Remis.</translation>
    </message>
    <message>
      <source>{side} plays {move}.</source>
      <translation>{side}: {move}.</translation>
    </message>
  </context>
  <context>
    <name>Notes</name>
    <message>
      <source>Move phase: slide a marker one step</source>
      <translation>Zugphase: Einen Stein ein Feld weiterschieben</translation>
    </message>
    <message>
      <source>No legal move starts on that cell.</source>
      <translation>Auf diesem Feld beginnt kein erlaubter Zug.</translation>
    </message>
    <message>
      <source>No legal move here.</source>
      <translation>Hier ist kein Zug erlaubt.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
      <source>There is no game to play.</source>
      <translation>Es läuft keine Partie.</translation>
    </message>
    <message>
      <source>{side} is in check</source>
      <translation>{side} steht im Schach</translation>
    </message>
    <message>
      <source>{side} may claim a draw ({claim})</source>
      <translation>{side} kann Remis beanspruchen ({claim})</translation>
    </message>
    <message>
      <source>this position has occurred {count} times</source>
      <translation>diese Stellung kam {count}-mal vor</translation>
    </message>
    <message>
      <source>{side} drops a marker ({count} left)</source>
      <translation>{side} setzt einen Stein ({count} übrig)</translation>
    </message>
    <message>
      <source>Ply {ply} of {limit}</source>
      <translation>Halbzug {ply} von {limit}</translation>
    </message>
    <message>
      <source>Hounds' vertical moves in a row: {count} of {limit}</source>
      <translation>Senkrechte Züge der Hunde in Folge: {count} von {limit}</translation>
    </message>
    <message>
      <source>Column {column} is full.</source>
      <translation>Spalte {column} ist voll.</translation>
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
      <source>&amp;RIF (two proposals for the 5th stone)</source>
      <translation>&amp;RIF (zwei Vorschläge für den 5. Stein)</translation>
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
      <source>The game opened without its opening rule, which could not be read: {0}</source>
      <translation>Die Partie wurde ohne ihre Eröffnungsregel geöffnet, die nicht gelesen werden konnte: {0}</translation>
    </message>
    <message>
      <source>The opening rule was left: {0}.</source>
      <translation>Die Eröffnungsregel gilt nicht mehr: {0}.</translation>
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
      <source>Wait: the computer proposes the 5th stone.</source>
      <translation>Bitte warten: Der Computer schlägt den 5. Stein vor.</translation>
    </message>
    <message>
      <source>Wait: the computer picks the 5th stone.</source>
      <translation>Bitte warten: Der Computer wählt den 5. Stein aus.</translation>
    </message>
    <message>
      <source>Not there: {0}.</source>
      <translation>Nicht dort: {0}.</translation>
    </message>
    <message>
      <source>The computer chooses its colour…</source>
      <translation>Der Computer wählt seine Farbe…</translation>
    </message>
    <message>
      <source>The computer proposes two points for the 5th stone…</source>
      <translation>Der Computer schlägt zwei Punkte für den 5. Stein vor…</translation>
    </message>
    <message>
      <source>RIF: propose point {0} of 2 for Black's 5th stone.</source>
      <translation>RIF: Schlagen Sie Punkt {0} von 2 für den 5. Stein von Schwarz vor.</translation>
    </message>
    <message>
      <source>The computer picks one of the two proposals…</source>
      <translation>Der Computer wählt einen der beiden Vorschläge…</translation>
    </message>
    <message>
      <source>RIF: pick Black's 5th stone, {0} or {1} (on the board or here).</source>
      <translation>RIF: Wählen Sie den 5. Stein von Schwarz, {0} oder {1} (auf dem Brett oder hier).</translation>
    </message>
    <message>
      <source>Pick {0}</source>
      <translation>{0} wählen</translation>
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
    <name>Openings</name>
    <message>
      <source>I place two more: the three stones are close to even ({score} for White)</source>
      <translation>Ich setze zwei weitere: Die drei Steine sind nahezu ausgeglichen ({score} für Weiß)</translation>
    </message>
    <message>
      <source>I take White: Black's stones give White the better game, {score}</source>
      <translation>Ich nehme Weiß: Die Steine von Schwarz geben Weiß das bessere Spiel, {score}</translation>
    </message>
    <message>
      <source>I take Black: Black's stones are worth more, {score} for White</source>
      <translation>Ich nehme Schwarz: Die Steine von Schwarz sind mehr wert, {score} für Weiß</translation>
    </message>
    <message>
      <source>the opening is settled</source>
      <translation>die Eröffnung steht fest</translation>
    </message>
    <message>
      <source>a colour must be chosen first</source>
      <translation>zuerst muss eine Farbe gewählt werden</translation>
    </message>
    <message>
      <source>Black proposes two points for the 5th stone first</source>
      <translation>Schwarz schlägt zuerst zwei Punkte für den 5. Stein vor</translation>
    </message>
    <message>
      <source>the 5th stone must be one of Black's two proposals</source>
      <translation>der 5. Stein muss einer der beiden Vorschläge von Schwarz sein</translation>
    </message>
    <message>
      <source>that point is already taken</source>
      <translation>dieser Punkt ist schon besetzt</translation>
    </message>
    <message>
      <source>that point is proposed already</source>
      <translation>dieser Punkt ist schon vorgeschlagen</translation>
    </message>
    <message>
      <source>no proposal for the 5th stone is due now</source>
      <translation>jetzt ist kein Vorschlag für den 5. Stein fällig</translation>
    </message>
    <message>
      <source>there are no two proposals to pick from now</source>
      <translation>jetzt gibt es keine zwei Vorschläge zur Auswahl</translation>
    </message>
    <message>
      <source>no colour choice is pending</source>
      <translation>keine Farbwahl steht an</translation>
    </message>
    <message>
      <source>the 1st stone goes on the centre point</source>
      <translation>der 1. Stein kommt auf den Mittelpunkt</translation>
    </message>
    <message>
      <source>the 2nd stone goes next to the centre point (the central 3x3 square)</source>
      <translation>der 2. Stein kommt neben den Mittelpunkt (das mittlere 3x3-Quadrat)</translation>
    </message>
    <message>
      <source>the 3rd stone goes within the central 5x5 square</source>
      <translation>der 3. Stein kommt in das mittlere 5x5-Quadrat</translation>
    </message>
    <message>
      <source>the two proposals are the same move mirrored or turned on this position: they must differ in all respects</source>
      <translation>die beiden Vorschläge sind auf dieser Stellung derselbe Zug, gespiegelt oder gedreht: sie müssen sich in jeder Hinsicht unterscheiden</translation>
    </message>
    <message>
      <source>I propose {first} and {second} for the 5th stone: my two best points that differ ({first_score} and {second_score} for White)</source>
      <translation>Ich schlage {first} und {second} für den 5. Stein vor: meine zwei besten verschiedenen Punkte ({first_score} und {second_score} für Weiß)</translation>
    </message>
    <message>
      <source>I pick {best} for Black's 5th stone: it leaves White {best_score}, {other} would leave {other_score}</source>
      <translation>Ich wähle {best} als 5. Stein von Schwarz: Das lässt Weiß {best_score}, {other} ließe {other_score}</translation>
    </message>
  </context>
  <context>
    <name>OptionsReader</name>
    <message>
      <source>Could not read the options of {engine}: {error}.</source>
      <translation>Die Optionen von {engine} konnten nicht gelesen werden: {error}.</translation>
    </message>
  </context>
  <context>
    <name>Outcomes</name>
    <message>
      <source>board full</source>
      <translation>Brett voll</translation>
    </message>
    <message>
      <source>four in a row</source>
      <translation>vier in einer Reihe</translation>
    </message>
    <message>
      <source>four in a row or a square</source>
      <translation>vier in einer Reihe oder ein Quadrat</translation>
    </message>
    <message>
      <source>the same position three times</source>
      <translation>dreimal dieselbe Stellung</translation>
    </message>
    <message>
      <source>checkmate</source>
      <translation>Matt</translation>
    </message>
    <message>
      <source>stalemate</source>
      <translation>Patt</translation>
    </message>
    <message>
      <source>insufficient material</source>
      <translation>ungenügendes Material</translation>
    </message>
    <message>
      <source>seventy-five-move rule</source>
      <translation>75-Züge-Regel</translation>
    </message>
    <message>
      <source>fivefold repetition</source>
      <translation>fünffache Stellungswiederholung</translation>
    </message>
    <message>
      <source>threefold repetition</source>
      <translation>dreifache Stellungswiederholung</translation>
    </message>
    <message>
      <source>fifty-move rule</source>
      <translation>50-Züge-Regel</translation>
    </message>
    <message>
      <source>on time</source>
      <translation>durch Zeitüberschreitung</translation>
    </message>
    <message>
      <source>time out, but the opponent cannot mate</source>
      <translation>Zeit abgelaufen, aber der Gegner kann nicht mattsetzen</translation>
    </message>
    <message>
      <source>the hare slipped past the hounds</source>
      <translation>der Hase ist an den Hunden vorbei</translation>
    </message>
    <message>
      <source>the hare reached the left tip</source>
      <translation>der Hase hat die linke Spitze erreicht</translation>
    </message>
    <message>
      <source>the hare is trapped</source>
      <translation>der Hase ist gefangen</translation>
    </message>
    <message>
      <source>the hounds cannot move</source>
      <translation>die Hunde können nicht ziehen</translation>
    </message>
    <message>
      <source>move limit</source>
      <translation>Zuggrenze</translation>
    </message>
    <message>
      <source>stopped</source>
      <translation>angehalten</translation>
    </message>
    <message>
      <source>{side} wins ({reason})</source>
      <translation>Sieg für {side} ({reason})</translation>
    </message>
    <message>
      <source>Draw ({reason})</source>
      <translation>Remis ({reason})</translation>
    </message>
    <message>
      <source>{k} in a row</source>
      <translation>{k} in einer Reihe</translation>
    </message>
    <message>
      <source>the hounds stalled: {count} vertical moves in a row</source>
      <translation>die Hunde haben verzögert: {count} senkrechte Züge in Folge</translation>
    </message>
    <message>
      <source>{count} plies without a trap</source>
      <translation>{count} Halbzüge ohne Fang</translation>
    </message>
  </context>
  <context>
    <name>Palette</name>
    <message>
      <source>&amp;Light</source>
      <translation>&amp;Hell</translation>
    </message>
    <message>
      <source>&amp;Dark</source>
      <translation>&amp;Dunkel</translation>
    </message>
    <message>
      <source>&amp;High contrast</source>
      <translation>Hoher &amp;Kontrast</translation>
    </message>
  </context>
  <context>
    <name>PieceSet</name>
    <message>
      <source>&amp;Classic</source>
      <translation>&amp;Klassisch</translation>
    </message>
    <message>
      <source>&amp;Silhouettes</source>
      <translation>&amp;Silhouetten</translation>
    </message>
    <message>
      <source>&amp;Letters</source>
      <translation>&amp;Buchstaben</translation>
    </message>
  </context>
  <context>
    <name>PieceSetMenu</name>
    <message>
      <source>P&amp;iece set</source>
      <translation>F&amp;igurensatz</translation>
    </message>
  </context>
  <context>
    <name>Pieces</name>
    <message>
      <source>Pawn</source>
      <translation>Bauer</translation>
    </message>
    <message>
      <source>Knight</source>
      <translation>Springer</translation>
    </message>
    <message>
      <source>Bishop</source>
      <translation>Läufer</translation>
    </message>
    <message>
      <source>Rook</source>
      <translation>Turm</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Dame</translation>
    </message>
    <message>
      <source>King</source>
      <translation>König</translation>
    </message>
    <message>
      <source>Stone</source>
      <translation>Stein</translation>
    </message>
    <message>
      <source>Hound</source>
      <translation>Hund</translation>
    </message>
    <message>
      <source>Hare</source>
      <translation>Hase</translation>
    </message>
    <message>
      <source>white</source>
      <translation>weiß</translation>
    </message>
    <message>
      <source>black</source>
      <translation>schwarz</translation>
    </message>
    <message>
      <source>red</source>
      <translation>rot</translation>
    </message>
    <message>
      <source>yellow</source>
      <translation>gelb</translation>
    </message>
    <message>
      <source>pawn</source>
      <translation>Bauer</translation>
    </message>
    <message>
      <source>knight</source>
      <translation>Springer</translation>
    </message>
    <message>
      <source>bishop</source>
      <translation>Läufer</translation>
    </message>
    <message>
      <source>rook</source>
      <translation>Turm</translation>
    </message>
    <message>
      <source>queen</source>
      <translation>Dame</translation>
    </message>
    <message>
      <source>king</source>
      <translation>König</translation>
    </message>
    <message>
      <source>stone</source>
      <translation>Stein</translation>
    </message>
    <message>
      <source>piece</source>
      <translation>Stein</translation>
    </message>
    <message>
      <source>disc</source>
      <translation>Scheibe</translation>
    </message>
  </context>
  <context>
    <name>Positions</name>
    <message>
      <source>at the start</source>
      <translation>in der Anfangsstellung</translation>
    </message>
    <message>
      <source>after {count} moves</source>
      <translation>nach {count} Zügen</translation>
    </message>
    <message>
      <source>after {moves}</source>
      <translation>nach {moves}</translation>
    </message>
  </context>
  <context>
    <name>PromotionChooser</name>
    <message>
      <source>Promote to {}</source>
      <translation>Umwandeln in: {}</translation>
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
      <source>The threat search found no move of yours that missed a win by fours or let the opponent have one.</source>
      <translation>Die Drohungssuche hat keinen Zug von Ihnen gefunden, der einen Gewinn durch Vierer verpasst oder dem Gegner einen erlaubt hat.</translation>
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
    <name>PuzzleStatistics</name>
    <message>
      <source>Puzzles</source>
      <translation>Aufgaben</translation>
    </message>
    <message>
      <source>Rating</source>
      <translation>Wertung</translation>
    </message>
    <message>
      <source>Streak</source>
      <translation>Serie</translation>
    </message>
    <message>
      <source>Solved</source>
      <translation>Gelöst</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>Verfehlt</translation>
    </message>
    <message>
      <source>Latest</source>
      <translation>Zuletzt</translation>
    </message>
    <message>
      <source>Puzzle history</source>
      <translation>Bisherige Aufgaben</translation>
    </message>
    <message>
      <source>No puzzles tried yet (Game &gt; Puzzles…).</source>
      <translation>Noch keine Aufgaben versucht (Spiel &gt; Aufgaben…).</translation>
    </message>
    <message>
      <source>Solved and failed count the latest {0} puzzles of each game.</source>
      <translation>Gelöst und Verfehlt zählen die letzten {0} Aufgaben jedes Spiels.</translation>
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
      <source>&lt;b&gt;{0} to move: {1}&lt;/b&gt;</source>
      <translation>&lt;b&gt;{0} am Zug: {1}&lt;/b&gt;</translation>
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
      <source>Also right: {0} and {1} more</source>
      <translation>Ebenfalls richtig: {0} und {1} weitere</translation>
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
    <name>Puzzles</name>
    <message>
      <source>draw</source>
      <translation>Remis</translation>
    </message>
    <message>
      <source>win material</source>
      <translation>Material gewinnen</translation>
    </message>
    <message>
      <source>this only draws</source>
      <translation>das reicht nur zum Remis</translation>
    </message>
    <message>
      <source>right: it wins</source>
      <translation>richtig: das gewinnt</translation>
    </message>
    <message>
      <source>right: it holds the draw</source>
      <translation>richtig: das hält das Remis</translation>
    </message>
    <message>
      <source>right: five in a row</source>
      <translation>richtig: fünf in einer Reihe</translation>
    </message>
    <message>
      <source>right: checkmate</source>
      <translation>richtig: Schachmatt</translation>
    </message>
    <message>
      <source>right: it wins material</source>
      <translation>richtig: das gewinnt Material</translation>
    </message>
    <message>
      <source>this four does not lead to a win by fours</source>
      <translation>dieser Vierer führt zu keinem Gewinn durch Vierer</translation>
    </message>
    <message>
      <source>find a better move</source>
      <translation>einen besseren Zug finden</translation>
    </message>
    <message>
      <source>stop the win by fours</source>
      <translation>den Gewinn durch Vierer verhindern</translation>
    </message>
    <message>
      <source>stop the threat</source>
      <translation>die Drohung abwehren</translation>
    </message>
    <message>
      <source>right: a double four wins</source>
      <translation>richtig: ein doppelter Vierer gewinnt</translation>
    </message>
    <message>
      <source>win in {count}</source>
      <translation>Gewinn in {count}</translation>
    </message>
    <message>
      <source>win by fours in {count}</source>
      <translation>Gewinn durch Vierer in {count}</translation>
    </message>
    <message>
      <source>mate in {count}</source>
      <translation>Matt in {count}</translation>
    </message>
    <message>
      <source>win by threes in {count}</source>
      <translation>Gewinn durch Dreier in {count}</translation>
    </message>
    <message>
      <source>right: {side} cannot meet the threats</source>
      <translation>richtig: {side} kann die Drohungen nicht abwehren</translation>
    </message>
    <message>
      <source>this is neither a four nor an open three: {side} is free to answer</source>
      <translation>das ist weder ein Vierer noch ein offener Dreier: {side} kann frei antworten</translation>
    </message>
    <message>
      <source>{side} can meet this threat: no win by threats follows</source>
      <translation>{side} kann diese Drohung abwehren: Es folgt kein Gewinn durch Drohungen</translation>
    </message>
    <message>
      <source>{side} answers at {cell} and no win by threats follows</source>
      <translation>{side} antwortet auf {cell}, und es folgt kein Gewinn durch Drohungen</translation>
    </message>
    <message>
      <source>right: {side} has no win by fours or threes left</source>
      <translation>richtig: {side} hat keinen Gewinn durch Vierer oder Dreier mehr</translation>
    </message>
    <message>
      <source>{side} still wins by fours: {line}</source>
      <translation>{side} gewinnt weiterhin durch Vierer: {line}</translation>
    </message>
    <message>
      <source>{side} still wins by threes: {line}</source>
      <translation>{side} gewinnt weiterhin durch Dreier: {line}</translation>
    </message>
    <message>
      <source>this lets {side} win in 1 move</source>
      <translation>damit gewinnt {side} in 1 Zug</translation>
    </message>
    <message>
      <source>this lets {side} win in {count} moves</source>
      <translation>damit gewinnt {side} in {count} Zügen</translation>
    </message>
    <message>
      <source>right: it wins in 1 move</source>
      <translation>richtig: das gewinnt in 1 Zug</translation>
    </message>
    <message>
      <source>right: it wins in 1 move, though more slowly than the best</source>
      <translation>richtig: das gewinnt in 1 Zug, wenn auch langsamer als der beste</translation>
    </message>
    <message>
      <source>right: it wins in {count} moves</source>
      <translation>richtig: das gewinnt in {count} Zügen</translation>
    </message>
    <message>
      <source>right: it wins in {count} moves, though more slowly than the best</source>
      <translation>richtig: das gewinnt in {count} Zügen, wenn auch langsamer als der beste</translation>
    </message>
    <message>
      <source>this lets {side} make five</source>
      <translation>damit bekommt {side} fünf in einer Reihe</translation>
    </message>
    <message>
      <source>this is not a four: {side} is free to answer anywhere</source>
      <translation>das ist kein Vierer: {side} kann überall antworten</translation>
    </message>
    <message>
      <source>right: {side} must block at {cell}</source>
      <translation>richtig: {side} muss auf {cell} blockieren</translation>
    </message>
    <message>
      <source>right: it mates in {count}</source>
      <translation>richtig: das setzt matt in {count}</translation>
    </message>
    <message>
      <source>this lets the opponent mate in {count}</source>
      <translation>damit setzt der Gegner matt in {count}</translation>
    </message>
    <message>
      <source>this does not mate in {count}</source>
      <translation>das setzt nicht matt in {count}</translation>
    </message>
    <message>
      <source>right: {move} is the review's best move</source>
      <translation>richtig: {move} ist der beste Zug der Überprüfung</translation>
    </message>
    <message>
      <source>this loses {amount} pawns against {best}</source>
      <translation>das verliert {amount} Bauern gegenüber {best}</translation>
    </message>
    <message>
      <source>right: within {amount} pawns of {best}</source>
      <translation>richtig: höchstens {amount} Bauern schlechter als {best}</translation>
    </message>
    <message>
      <source>right: as good as {best}</source>
      <translation>richtig: so gut wie {best}</translation>
    </message>
    <message>
      <source>this lets {side} make five at {cell}</source>
      <translation>damit bekommt {side} fünf in einer Reihe auf {cell}</translation>
    </message>
    <message>
      <source>right: {side} has no win by fours now</source>
      <translation>richtig: {side} hat jetzt keinen Gewinn durch Vierer</translation>
    </message>
    <message>
      <source>this lets {side} win by fours: {line}</source>
      <translation>damit gewinnt {side} durch Vierer: {line}</translation>
    </message>
    <message>
      <source>right: after {side} blocks at {cell}, {side} has no win by fours</source>
      <translation>richtig: nachdem {side} auf {cell} blockiert, hat {side} keinen Gewinn durch Vierer</translation>
    </message>
    <message>
      <source>this four only delays: {side} blocks at {cell} and still wins by fours: {line}</source>
      <translation>dieser Vierer verzögert nur: {side} blockiert auf {cell} und gewinnt trotzdem durch Vierer: {line}</translation>
    </message>
    <message>
      <source>{cells} (1 move)</source>
      <translation>{cells} (1 Zug)</translation>
    </message>
    <message>
      <source>{cells} ({count} moves)</source>
      <translation>{cells} ({count} Züge)</translation>
    </message>
    <message>
      <source>this leaves the position about even ({score})</source>
      <translation>damit bleibt die Stellung etwa ausgeglichen ({score})</translation>
    </message>
  </context>
  <context>
    <name>ReviewWorker</name>
    <message>
      <source>The review could not be completed: {}</source>
      <translation>Die Partieanalyse konnte nicht abgeschlossen werden: {}</translation>
    </message>
  </context>
  <context>
    <name>Rules</name>
    <message>
      <source>When the board fills up without such a row, the game is a draw.</source>
      <translation>Ist das Brett voll, ohne dass eine solche Reihe entstanden ist, endet die Partie remis.</translation>
    </message>
    <message>
      <source>With perfect play by both sides it is always a draw.</source>
      <translation>Bei perfektem Spiel beider Seiten endet es immer remis.</translation>
    </message>
    <message>
      <source>The disc falls to the lowest free cell of that column, and a full column cannot be chosen.</source>
      <translation>Die Scheibe fällt auf das unterste freie Feld dieser Spalte; eine volle Spalte kann nicht gewählt werden.</translation>
    </message>
    <message>
      <source>The first to line up four of their discs across, up and down, or diagonally wins.</source>
      <translation>Wer zuerst vier eigene Scheiben waagrecht, senkrecht oder diagonal in eine Reihe bringt, gewinnt.</translation>
    </message>
    <message>
      <source>When the board fills up without four in a row, the game is a draw.</source>
      <translation>Ist das Brett voll, ohne dass vier in einer Reihe stehen, endet die Partie remis.</translation>
    </message>
    <message>
      <source>With perfect play the first player wins by starting in the centre column.</source>
      <translation>Bei perfektem Spiel gewinnt der Anziehende, indem er in der mittleren Spalte beginnt.</translation>
    </message>
    <message>
      <source>Three hounds hunt one hare on a board of eleven points joined by lines: the top row 1-2-3, the middle row 4-5-6-7-8 (4 is the left tip, 6 the centre, 8 the right tip) and the bottom row 9-10-11.</source>
      <translation>Drei Hunde jagen einen Hasen auf einem Brett aus elf durch Linien verbundenen Punkten: der oberen Reihe 1-2-3, der mittleren Reihe 4-5-6-7-8 (4 ist die linke Spitze, 6 die Mitte, 8 die rechte Spitze) und der unteren Reihe 9-10-11.</translation>
    </message>
    <message>
      <source>From the left, the columns are 4 | 1, 5, 9 | 2, 6, 10 | 3, 7, 11 | 8.</source>
      <translation>Von links sind die Spalten 4 | 1, 5, 9 | 2, 6, 10 | 3, 7, 11 | 8.</translation>
    </message>
    <message>
      <source>A move takes one piece one step along a line to an empty point: the hare may step in any direction, a hound never to a point in a column further left.</source>
      <translation>Ein Zug führt eine Figur einen Schritt entlang einer Linie auf einen freien Punkt: Der Hase darf in jede Richtung ziehen, ein Hund nie auf einen Punkt in einer weiter links liegenden Spalte.</translation>
    </message>
    <message>
      <source>The hounds start on 1, 4 and 9, the hare on 8.</source>
      <translation>Die Hunde beginnen auf 1, 4 und 9, der Hase auf 8.</translation>
    </message>
    <message>
      <source>The hounds start on 1, 4 and 9, the hare on 6 (the centre).</source>
      <translation>Die Hunde beginnen auf 1, 4 und 9, der Hase auf 6 (der Mitte).</translation>
    </message>
    <message>
      <source>The hounds move first.</source>
      <translation>Die Hunde ziehen zuerst.</translation>
    </message>
    <message>
      <source>The hare moves first.</source>
      <translation>Der Hase zieht zuerst.</translation>
    </message>
    <message>
      <source>The hounds win when the hare cannot move.</source>
      <translation>Die Hunde gewinnen, wenn der Hase nicht mehr ziehen kann.</translation>
    </message>
    <message>
      <source>The hare wins when no hound stands in a column left of the hare's column (it has slipped past them; a hare on point 4 has always won), or when the hounds make 10 vertical moves in a row (they are stalling; the hare's moves in between do not break the count).</source>
      <translation>Der Hase gewinnt, wenn kein Hund mehr in einer Spalte links der Spalte des Hasen steht (er ist an ihnen vorbeigeschlüpft; ein Hase auf Punkt 4 hat immer gewonnen), oder wenn die Hunde 10 senkrechte Züge hintereinander machen (sie spielen auf Zeit; die Züge des Hasen dazwischen unterbrechen die Zählung nicht).</translation>
    </message>
    <message>
      <source>The hare wins when it reaches point 4, the left tip, or when the hounds make 10 vertical moves in a row (they are stalling; the hare's moves in between do not break the count).</source>
      <translation>Der Hase gewinnt, wenn er Punkt 4, die linke Spitze, erreicht, oder wenn die Hunde 10 senkrechte Züge hintereinander machen (sie spielen auf Zeit; die Züge des Hasen dazwischen unterbrechen die Zählung nicht).</translation>
    </message>
    <message>
      <source>The hare wins when no hound stands in a column left of the hare's column (it has slipped past them; a hare on point 4 has always won), or when 40 plies have been played without a trap.</source>
      <translation>Der Hase gewinnt, wenn kein Hund mehr in einer Spalte links der Spalte des Hasen steht (er ist an ihnen vorbeigeschlüpft; ein Hase auf Punkt 4 hat immer gewonnen), oder wenn 40 Halbzüge ohne Falle gespielt sind.</translation>
    </message>
    <message>
      <source>The hare wins when it reaches point 4, the left tip, or when 40 plies have been played without a trap.</source>
      <translation>Der Hase gewinnt, wenn er Punkt 4, die linke Spitze, erreicht, oder wenn 40 Halbzüge ohne Falle gespielt sind.</translation>
    </message>
    <message>
      <source>A trap on the hounds' last allowed move still wins for them.</source>
      <translation>Eine Falle mit dem letzten erlaubten Zug der Hunde gewinnt noch für sie.</translation>
    </message>
    <message>
      <source>Hounds that have no move left (they can never step back) lose.</source>
      <translation>Hunde, die keinen Zug mehr haben (sie können nie zurück), verlieren.</translation>
    </message>
    <message>
      <source>Teeko is played on a 5 by 5 board; Black moves first.</source>
      <translation>Teeko wird auf einem Brett mit 5 mal 5 Feldern gespielt; Schwarz zieht zuerst.</translation>
    </message>
    <message>
      <source>Each player in turn drops one of their four markers on an empty cell.</source>
      <translation>Abwechselnd setzt jeder einen seiner vier Steine auf ein freies Feld.</translation>
    </message>
    <message>
      <source>When all eight markers are on the board, each turn moves one of your markers one step, across, up, down or diagonally, to an empty neighbouring cell.</source>
      <translation>Stehen alle acht Steine auf dem Brett, zieht man in jedem Zug einen eigenen Stein einen Schritt waagrecht, senkrecht oder diagonal auf ein freies Nachbarfeld.</translation>
    </message>
    <message>
      <source>You win with four markers in a row (across, up and down, or diagonally) or on the four cells of a 2 by 2 square.</source>
      <translation>Man gewinnt mit vier Steinen in einer Reihe (waagrecht, senkrecht oder diagonal) oder auf den vier Feldern eines Quadrats aus 2 mal 2 Feldern.</translation>
    </message>
    <message>
      <source>When the same position (the same markers on the same cells, the same side to move) occurs for the third time, the game is a draw.</source>
      <translation>Tritt dieselbe Stellung (dieselben Steine auf denselben Feldern, dieselbe Seite am Zug) zum dritten Mal auf, endet die Partie remis.</translation>
    </message>
    <message>
      <source>With perfect play by both sides Teeko is a draw.</source>
      <translation>Bei perfektem Spiel beider Seiten endet Teeko remis.</translation>
    </message>
    <message>
      <source>In this variant Black's first marker may not go on the centre cell, c3.</source>
      <translation>In dieser Variante darf der erste Stein von Schwarz nicht auf das Mittelfeld c3.</translation>
    </message>
    <message>
      <source>The first to get five stones in an unbroken row (across, up and down, or diagonally) wins.</source>
      <translation>Wer zuerst fünf Steine lückenlos in einer Reihe hat (waagrecht, senkrecht oder diagonal), gewinnt.</translation>
    </message>
    <message>
      <source>In free-style gomoku a row of six or more also wins.</source>
      <translation>Im freien Gomoku gewinnt auch eine Reihe aus sechs oder mehr Steinen.</translation>
    </message>
    <message>
      <source>In standard gomoku only exactly five in a row wins: an overline of six or more does not.</source>
      <translation>Im Standard-Gomoku gewinnen nur genau fünf in einer Reihe: eine Überlänge aus sechs oder mehr nicht.</translation>
    </message>
    <message>
      <source>Renju: Black wins only with exactly five in a row, White with five or more.</source>
      <translation>Renju: Schwarz gewinnt nur mit genau fünf in einer Reihe, Weiß mit fünf oder mehr.</translation>
    </message>
    <message>
      <source>Black may not play a forbidden point: one that makes two open threes at once (double-three), two fours at once (double-four, also two in one line) or six or more in a row (overline).</source>
      <translation>Schwarz darf keinen verbotenen Punkt besetzen: einen, der zugleich zwei offene Dreier (Doppeldreier), zugleich zwei Vierer (Doppelvierer, auch zwei in einer Linie) oder sechs oder mehr in einer Reihe (Überlänge) bildet.</translation>
    </message>
    <message>
      <source>A three counts only if it can become an open four by a move that is not itself forbidden.</source>
      <translation>Ein Dreier zählt nur, wenn er durch einen selbst nicht verbotenen Zug zu einem offenen Vierer werden kann.</translation>
    </message>
    <message>
      <source>A move that makes exactly five wins even if it also makes a forbidden shape.</source>
      <translation>Ein Zug, der genau fünf bildet, gewinnt, auch wenn er zugleich eine verbotene Form bildet.</translation>
    </message>
    <message>
      <source>Chess is played on an 8 by 8 board; White moves first.</source>
      <translation>Schach wird auf einem Brett mit 8 mal 8 Feldern gespielt; Weiß zieht zuerst.</translation>
    </message>
    <message>
      <source>Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns.</source>
      <translation>Jede Seite hat einen König, eine Dame, zwei Türme, zwei Läufer, zwei Springer und acht Bauern.</translation>
    </message>
    <message>
      <source>You win by checkmating the opposing king: attacking it so that no move saves it.</source>
      <translation>Man gewinnt, indem man den gegnerischen König mattsetzt: ihn so angreift, dass kein Zug ihn rettet.</translation>
    </message>
    <message>
      <source>Castling, en passant and promotion are played as in the FIDE Laws of Chess.</source>
      <translation>Rochade, en passant und Umwandlung gelten wie in den FIDE-Schachregeln.</translation>
    </message>
    <message>
      <source>The game is drawn by stalemate, by insufficient material to mate, after 75 moves by each side without a capture or pawn move, or when the same position occurs five times.</source>
      <translation>Die Partie endet remis durch Patt, durch ungenügendes Material zum Mattsetzen, nach 75 Zügen jeder Seite ohne Schlagen oder Bauernzug oder wenn dieselbe Stellung fünfmal auftritt.</translation>
    </message>
    <message>
      <source>The side to move may claim a draw when the position has occurred three times or after 50 moves by each side without a capture or pawn move.</source>
      <translation>Die Seite am Zug kann Remis beanspruchen, wenn die Stellung dreimal aufgetreten ist oder nach 50 Zügen jeder Seite ohne Schlagen oder Bauernzug.</translation>
    </message>
    <message>
      <source>Two players take turns placing a stone on an empty cell of a {width} by {height} board; X moves first.</source>
      <translation>Zwei Spieler setzen abwechselnd einen Stein auf ein freies Feld eines Bretts mit {width} mal {height} Feldern; X beginnt.</translation>
    </message>
    <message>
      <source>Two players take turns placing a stone on an empty intersection of a {width} by {height} board; Black moves first.</source>
      <translation>Zwei Spieler setzen abwechselnd einen Stein auf einen freien Schnittpunkt eines Bretts mit {width} mal {height} Linien; Schwarz beginnt.</translation>
    </message>
    <message>
      <source>The first to get {k} of their stones in an unbroken row (across, up and down, or diagonally) wins.</source>
      <translation>Wer zuerst {k} eigene Steine lückenlos in einer Reihe hat (waagrecht, senkrecht oder diagonal), gewinnt.</translation>
    </message>
    <message>
      <source>Two players take turns dropping a disc into one of the {columns} columns of an upright board {rows} rows high; Red moves first.</source>
      <translation>Zwei Spieler werfen abwechselnd eine Scheibe in eine der {columns} Spalten eines aufrechten Bretts mit {rows} Reihen; Rot beginnt.</translation>
    </message>
    <message>
      <source>With perfect play the hounds win, in {plies} plies.</source>
      <translation>Bei perfektem Spiel gewinnen die Hunde, in {plies} Halbzügen.</translation>
    </message>
  </context>
  <context>
    <name>SearchDesk</name>
    <message>
      <source>Preparing the solver…{}</source>
      <translation>Der Löser wird vorbereitet…{}</translation>
    </message>
    <message>
      <source>The solver could not be prepared: {}</source>
      <translation>Der Löser konnte nicht vorbereitet werden: {}</translation>
    </message>
  </context>
  <context>
    <name>SearchTreeWindow</name>
    <message>
      <source>Minimax</source>
      <translation>Minimax</translation>
    </message>
    <message>
      <source>Alpha-beta</source>
      <translation>Alpha-Beta</translation>
    </message>
    <message>
      <source>Alpha-beta + move ordering</source>
      <translation>Alpha-Beta + Zugsortierung</translation>
    </message>
    <message>
      <source>Alpha-beta + ordering + table</source>
      <translation>Alpha-Beta + Sortierung + Tabelle</translation>
    </message>
    <message>
      <source>Monte Carlo tree search</source>
      <translation>Monte-Carlo-Baumsuche</translation>
    </message>
    <message>
      <source>Search tree</source>
      <translation>Suchbaum</translation>
    </message>
    <message>
      <source>{game} after {moves}: {side} to move</source>
      <translation>{game} nach {moves}: {side} am Zug</translation>
    </message>
    <message>
      <source>{game} at the start: {side} to move</source>
      <translation>{game} am Anfang: {side} am Zug</translation>
    </message>
    <message>
      <source>depth </source>
      <translation>Tiefe </translation>
    </message>
    <message>
      <source> playouts</source>
      <translation> Playouts</translation>
    </message>
    <message>
      <source>&amp;Search</source>
      <translation>&amp;Suchen</translation>
    </message>
    <message>
      <source>Iterative deepening searches 1, 2, ... plies: pick one</source>
      <translation>Iterative Vertiefung sucht 1, 2, … Halbzüge tief: eine wählen</translation>
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
      <translation>Ab&amp;spielen</translation>
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
      <source>Searching with {}…</source>
      <translation>Suche mit {}…</translation>
    </message>
    <message>
      <source>The finished tree: the principal variation is highlighted; ✂ rows are the moves a cut-off left unsearched; ≥ and ≤ mark bounds; win@N is a win N plies from the root. Press Next or Play to replay the search.</source>
      <translation>Der fertige Baum: Die Hauptvariante ist hervorgehoben; ✂-Zeilen sind die Züge, die ein Schnitt ungesucht ließ; ≥ und ≤ markieren Schranken; win@N ist ein Gewinn N Halbzüge von der Wurzel. Weiter oder Abspielen drücken, um die Suche nachzuspielen.</translation>
    </message>
    <message>
      <source>Step {step} of {steps}: {what}</source>
      <translation>Schritt {step} von {steps}: {what}</translation>
    </message>
    <message>
      <source>&amp;Pause</source>
      <translation>&amp;Pause</translation>
    </message>
  </context>
  <context>
    <name>SearchWorker</name>
    <message>
      <source>The computer could not choose a move: {}</source>
      <translation>Der Computer konnte keinen Zug wählen: {}</translation>
    </message>
  </context>
  <context>
    <name>SetupDialog</name>
    <message>
      <source>{piece} ({side})</source>
      <translation>{piece} ({side})</translation>
    </message>
    <message>
      <source>Set up a position: {}</source>
      <translation>Stellung aufbauen: {}</translation>
    </message>
    <message>
      <source>Position being set up</source>
      <translation>Stellung im Aufbau</translation>
    </message>
    <message>
      <source>&amp;Empty (remove a piece)</source>
      <translation>&amp;Leer (Stein entfernen)</translation>
    </message>
    <message>
      <source>Position text</source>
      <translation>Stellung als Text</translation>
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
      <source>Not a position: {}.</source>
      <translation>Keine Stellung: {}.</translation>
    </message>
    <message>
      <source>Not yet a position to play: {}.</source>
      <translation>Noch keine spielbare Stellung: {}.</translation>
    </message>
    <message>
      <source>Ready: {} to move.</source>
      <translation>Bereit: {} am Zug.</translation>
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
      <source>{details}, no limits</source>
      <translation>{details}, ohne Grenzen</translation>
    </message>
    <message>
      <source>{details} (engine chosen by you)</source>
      <translation>{details} (Engine von Ihnen gewählt)</translation>
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
    <name>Sides</name>
    <message>
      <source>X</source>
      <translation>X</translation>
    </message>
    <message>
      <source>O</source>
      <translation>O</translation>
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
      <source>White</source>
      <translation>Weiß</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Schwarz</translation>
    </message>
    <message>
      <source>Hounds</source>
      <translation>Hunde</translation>
    </message>
    <message>
      <source>Hare</source>
      <translation>Hase</translation>
    </message>
  </context>
  <context>
    <name>SoundMenu</name>
    <message>
      <source>&amp;Sounds</source>
      <translation>Kl&amp;änge</translation>
    </message>
    <message>
      <source>Sounds &amp;on</source>
      <translation>Klänge &amp;an</translation>
    </message>
    <message>
      <source>Play a sound for each move, a capture, check, a hint and the end</source>
      <translation>Einen Klang spielen bei jedem Zug, Schlagen, Schach, Tipp und am Ende</translation>
    </message>
    <message>
      <source>&amp;Volume</source>
      <translation>&amp;Lautstärke</translation>
    </message>
    <message>
      <source>Unavailable: {}</source>
      <translation>Nicht verfügbar: {}</translation>
    </message>
  </context>
  <context>
    <name>SoundSinks</name>
    <message>
      <source>no sound while drawing offscreen</source>
      <translation>kein Ton beim Zeichnen ohne Bildschirm</translation>
    </message>
    <message>
      <source>Qt's multimedia module could not be loaded</source>
      <translation>Das Multimedia-Modul von Qt konnte nicht geladen werden</translation>
    </message>
    <message>
      <source>no audio output was found</source>
      <translation>kein Audioausgang gefunden</translation>
    </message>
  </context>
  <context>
    <name>StoneStyle</name>
    <message>
      <source>&amp;Shaded</source>
      <translation>&amp;Schattiert</translation>
    </message>
    <message>
      <source>&amp;Flat</source>
      <translation>&amp;Flach</translation>
    </message>
    <message>
      <source>&amp;Glossy</source>
      <translation>&amp;Glänzend</translation>
    </message>
  </context>
  <context>
    <name>TablebaseFolder</name>
    <message>
      <source>&amp;Tablebases folder…</source>
      <translation>En&amp;dspieldatenbank-Ordner…</translation>
    </message>
    <message>
      <source>&amp;No tablebases</source>
      <translation>&amp;Keine Endspieldatenbanken</translation>
    </message>
    <message>
      <source>{}; the engine goes on without tablebases</source>
      <translation>{}; die Engine spielt ohne Endspieltabellen weiter</translation>
    </message>
    <message>
      <source>Chess tablebases: none</source>
      <translation>Schach-Endspieltabellen: keine</translation>
    </message>
    <message>
      <source>Chess tablebases: {files} Syzygy tables up to {pieces} pieces in {folder}</source>
      <translation>Schach-Endspieltabellen: {files} Syzygy-Tabellen bis {pieces} Steine in {folder}</translation>
    </message>
    <message>
      <source>Syzygy tablebases folder (files such as KQvK.rtbw)</source>
      <translation>Ordner mit Syzygy-Endspieltabellen (Dateien wie KQvK.rtbw)</translation>
    </message>
    <message>
      <source>Tablebases folder</source>
      <translation>Ordner der Endspieldatenbanken</translation>
    </message>
  </context>
  <context>
    <name>TimeControlDialog</name>
    <message>
      <source>Custom time control</source>
      <translation>Eigene Bedenkzeit</translation>
    </message>
    <message>
      <source> min</source>
      <translation> min</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Time on each clock:</source>
      <translation>Zeit auf jeder Uhr:</translation>
    </message>
    <message>
      <source>Increment per move:</source>
      <translation>Zeitzuschlag pro Zug:</translation>
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
    <name>TreeWorker</name>
    <message>
      <source>The search could not be recorded: {}</source>
      <translation>Die Suche konnte nicht aufgezeichnet werden: {}</translation>
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
