<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
  <context>
    <name>AnalysisPanel</name>
    <message>
      <source>Computer's search</source>
      <translation>Búsqueda del ordenador</translation>
    </message>
    <message>
      <source>Analysis</source>
      <translation>Análisis</translation>
    </message>
    <message>
      <source>Hint search</source>
      <translation>Búsqueda de pista</translation>
    </message>
    <message>
      <source>depth {depth} · {nodes} playouts · {seconds} s</source>
      <translation>profundidad {depth} · {nodes} simulaciones · {seconds} s</translation>
    </message>
    <message>
      <source>{summary} · {speed} playouts/s</source>
      <translation>{summary} · {speed} simulaciones/s</translation>
    </message>
    <message>
      <source>depth {depth} · {nodes} nodes · {seconds} s</source>
      <translation>profundidad {depth} · {nodes} nodos · {seconds} s</translation>
    </message>
    <message>
      <source>{summary} · {speed} nodes/s</source>
      <translation>{summary} · {speed} nodos/s</translation>
    </message>
    <message>
      <source>Proven: yes, the exact game-theoretic value</source>
      <translation>Demostrado: sí, el valor exacto según la teoría de juegos</translation>
    </message>
    <message>
      <source>Proven: the result, not yet its shortest distance</source>
      <translation>Demostrado: el resultado, aún no su distancia más corta</translation>
    </message>
    <message>
      <source>Proven: no, an estimate from the engine's heuristic</source>
      <translation>Demostrado: no, una estimación de la heurística del motor</translation>
    </message>
    <message>
      <source>Show the position before move {number} ({move})</source>
      <translation>Mostrar la posición antes de la jugada {number} ({move})</translation>
    </message>
    <message>
      <source>Show the position before the move that lost most ({})</source>
      <translation>Mostrar la posición antes de la jugada que más perdió ({})</translation>
    </message>
    <message>
      <source>Analysis &amp;panel</source>
      <translation>Panel de an&amp;álisis</translation>
    </message>
    <message>
      <source>Depth, nodes, speed, best line and score of each search; the evaluation graph; the game review (Ctrl+Shift+A)</source>
      <translation>Profundidad, nodos, velocidad, mejor variante y puntuación de cada búsqueda; el gráfico de evaluación; la revisión de la partida (Ctrl+Mayús+A)</translation>
    </message>
    <message>
      <source>Analy&amp;se position</source>
      <translation>Anali&amp;zar posición</translation>
    </message>
    <message>
      <source>Let the strongest engine analyse the position without playing (Ctrl+E)</source>
      <translation>Dejar que el motor más fuerte analice la posición sin jugar (Ctrl+E)</translation>
    </message>
    <message>
      <source>Re&amp;view game</source>
      <translation>Re&amp;visar partida</translation>
    </message>
    <message>
      <source>Find the first move that changed the game's value (Ctrl+R)</source>
      <translation>Encontrar la primera jugada que cambió el valor de la partida (Ctrl+R)</translation>
    </message>
    <message>
      <source>Analyse position</source>
      <translation>Analizar posición</translation>
    </message>
    <message>
      <source>Move now</source>
      <translation>Mover ya</translation>
    </message>
    <message>
      <source>Stop thinking and play the best move found so far (Space)</source>
      <translation>Dejar de pensar y jugar la mejor jugada encontrada (Espacio)</translation>
    </message>
    <message>
      <source>Review game</source>
      <translation>Revisar la partida</translation>
    </message>
    <message>
      <source>Game review</source>
      <translation>Revisión de la partida</translation>
    </message>
    <message>
      <source>Go to move {}</source>
      <translation>Ir a la jugada {}</translation>
    </message>
    <message>
      <source>ANALYSING…</source>
      <translation>ANALIZANDO…</translation>
    </message>
    <message>
      <source>Review stopped.</source>
      <translation>Revisión detenida.</translation>
    </message>
    <message>
      <source>Play some moves first: there is nothing to review.</source>
      <translation>Juega antes algunas jugadas: no hay nada que revisar.</translation>
    </message>
    <message>
      <source>Reviewing…</source>
      <translation>Revisando…</translation>
    </message>
    <message>
      <source>Review stopped before the end.</source>
      <translation>Revisión detenida antes del final.</translation>
    </message>
    <message>
      <source>No inaccuracies, mistakes or blunders: every move kept the value.</source>
      <translation>Ninguna imprecisión, error ni error grave: cada jugada mantuvo el valor.</translation>
    </message>
    <message>
      <source>position after {}</source>
      <translation>posición tras {}</translation>
    </message>
    <message>
      <source>start</source>
      <translation>inicio</translation>
    </message>
    <message>
      <source>running</source>
      <translation>en curso</translation>
    </message>
    <message>
      <source>NO SEARCH YET</source>
      <translation>AÚN SIN BÚSQUEDA</translation>
    </message>
    <message>
      <source>EVALUATION (UP: {} BETTER)</source>
      <translation>EVALUACIÓN (ARRIBA: MEJOR {})</translation>
    </message>
    <message>
      <source>Stop analysis</source>
      <translation>Detener el análisis</translation>
    </message>
    <message>
      <source>Stop review</source>
      <translation>Detener la revisión</translation>
    </message>
    <message>
      <source>BEST LINE</source>
      <translation>MEJOR VARIANTE</translation>
    </message>
    <message>
      <source>BEST {} LINES</source>
      <translation>{} MEJORES VARIANTES</translation>
    </message>
    <message>
      <source>Scores from {} (View &gt; Analysis lines: how many)</source>
      <translation>Puntuaciones desde el punto de vista de {} (Ver &gt; Variantes de análisis: cuántas)</translation>
    </message>
    <message>
      <source>Review: after the game, its inaccuracies (?!), mistakes (?) and blunders (??).</source>
      <translation>Revisión: tras la partida, sus imprecisiones (?!), errores (?) y errores graves (??).</translation>
    </message>
    <message>
      <source>Review: after the game, the first move that changed its value.</source>
      <translation>Revisión: tras la partida, la primera jugada que cambió su valor.</translation>
    </message>
    <message>
      <source>Review is not available for {game}: its engine estimates values rather than proving them.</source>
      <translation>La revisión no está disponible para {game}: su motor estima los valores en lugar de demostrarlos.</translation>
    </message>
    <message>
      <source>Reviewing… {done} of {total} positions proven</source>
      <translation>Revisando… {done} de {total} posiciones demostradas</translation>
    </message>
    <message>
      <source>Reviewing… {done} of {total} positions searched</source>
      <translation>Revisando… {done} de {total} posiciones buscadas</translation>
    </message>
    <message>
      <source>let the win slip</source>
      <translation>dejó escapar la victoria</translation>
    </message>
    <message>
      <source>let the win slip (and lost)</source>
      <translation>dejó escapar la victoria (y perdió)</translation>
    </message>
    <message>
      <source>lost the draw</source>
      <translation>perdió las tablas</translation>
    </message>
    <message>
      <source>Move {number} ({side} {move}) {verdict}.</source>
      <translation>La jugada {number} ({side} {move}) {verdict}.</translation>
    </message>
    <message>
      <source>Review stopped before it found a change.</source>
      <translation>La revisión se detuvo antes de encontrar un cambio.</translation>
    </message>
    <message>
      <source>No position of this game could be proven in time, so it cannot be reviewed.</source>
      <translation>Ninguna posición de esta partida se pudo demostrar a tiempo, así que no se puede revisar.</translation>
    </message>
    <message>
      <source>No move changed the game's value: every move kept it.</source>
      <translation>Ninguna jugada cambió el valor de la partida: todas lo mantuvieron.</translation>
    </message>
    <message>
      <source>Values were proven from move {number} on, and no move there changed them; earlier positions are too far from the end to prove in time.</source>
      <translation>Los valores se demostraron a partir de la jugada {number}, y ninguna jugada desde ahí los cambió; las posiciones anteriores están demasiado lejos del final para demostrarlas a tiempo.</translation>
    </message>
    <message>
      <source>{move} (best was {best})</source>
      <translation>{move} (lo mejor era {best})</translation>
    </message>
  </context>
  <context>
    <name>AnimationSpeed</name>
    <message>
      <source>&amp;Off</source>
      <translation>&amp;Desactivada</translation>
    </message>
    <message>
      <source>&amp;Fast</source>
      <translation>&amp;Rápida</translation>
    </message>
    <message>
      <source>&amp;Normal</source>
      <translation>&amp;Normal</translation>
    </message>
    <message>
      <source>&amp;Slow</source>
      <translation>&amp;Lenta</translation>
    </message>
  </context>
  <context>
    <name>BoardPlay</name>
    <message>
      <source>{}, a target</source>
      <translation>{}, una casilla de destino</translation>
    </message>
    <message>
      <source>The game is over: start a new one with Ctrl+N.</source>
      <translation>La partida ha terminado: Ctrl+N empieza una nueva.</translation>
    </message>
    <message>
      <source>Wait: it is the computer's move.</source>
      <translation>Espera: le toca mover al ordenador.</translation>
    </message>
  </context>
  <context>
    <name>BoardTheme</name>
    <message>
      <source>&amp;Wood</source>
      <translation>&amp;Madera</translation>
    </message>
    <message>
      <source>&amp;Blue</source>
      <translation>&amp;Azul</translation>
    </message>
    <message>
      <source>&amp;Green</source>
      <translation>&amp;Verde</translation>
    </message>
    <message>
      <source>G&amp;rey</source>
      <translation>&amp;Gris</translation>
    </message>
  </context>
  <context>
    <name>BoardView</name>
    <message>
      <source>Board</source>
      <translation>Tablero</translation>
    </message>
  </context>
  <context>
    <name>Cells</name>
    <message>
      <source>column {column}: empty</source>
      <translation>columna {column}: vacía</translation>
    </message>
    <message>
      <source>column {column}: one disc, {top}</source>
      <translation>columna {column}: una ficha, {top}</translation>
    </message>
    <message>
      <source>column {column}: {count} discs, {top} on top, full</source>
      <translation>columna {column}: {count} fichas, {top} arriba, llena</translation>
    </message>
    <message>
      <source>column {column}: {count} discs, {top} on top</source>
      <translation>columna {column}: {count} fichas, {top} arriba</translation>
    </message>
    <message>
      <source>point {point}: empty</source>
      <translation>punto {point}: vacío</translation>
    </message>
    <message>
      <source>point {point}: the hare</source>
      <translation>punto {point}: la liebre</translation>
    </message>
    <message>
      <source>point {point}: a hound</source>
      <translation>punto {point}: un perro</translation>
    </message>
    <message>
      <source>{cell}: empty</source>
      <translation>{cell}: vacía</translation>
    </message>
    <message>
      <source>{cell}: {piece}, move {number}</source>
      <translation>{cell}: {piece}, jugada {number}</translation>
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
      <translation>Las posiciones iniciales van del 0 al 959; la 518 es la habitual</translation>
    </message>
    <message>
      <source>Start position number</source>
      <translation>Número de la posición inicial</translation>
    </message>
    <message>
      <source>White's first rank</source>
      <translation>Primera fila de las blancas</translation>
    </message>
    <message>
      <source>&amp;Random</source>
      <translation>&amp;Al azar</translation>
    </message>
    <message>
      <source>Draw a start position at random</source>
      <translation>Sortear una posición inicial</translation>
    </message>
    <message>
      <source>Start &amp;position:</source>
      <translation>&amp;Posición inicial:</translation>
    </message>
    <message>
      <source>White's first rank:</source>
      <translation>Primera fila de las blancas:</translation>
    </message>
  </context>
  <context>
    <name>Chess960Menu</name>
    <message>
      <source>Chess with the pieces of the first rank shuffled (Fischer random)</source>
      <translation>Ajedrez con las piezas de la primera fila barajadas (Fischer aleatorio)</translation>
    </message>
  </context>
  <context>
    <name>ChessBox</name>
    <message>
      <source>White</source>
      <translation>Blancas</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Negras</translation>
    </message>
  </context>
  <context>
    <name>ChessEvaluationBar</name>
    <message>
      <source>&amp;Evaluation bar</source>
      <translation>&amp;Barra de evaluación</translation>
    </message>
    <message>
      <source>Show beside the chess board who is better by the latest search (White's share)</source>
      <translation>Mostrar junto al tablero quién está mejor según la última búsqueda (parte de las blancas)</translation>
    </message>
  </context>
  <context>
    <name>ChessFeatures</name>
    <message>
      <source>Claim &amp;draw</source>
      <translation>Rec&amp;lamar tablas</translation>
    </message>
    <message>
      <source>Claim a draw by threefold repetition or the fifty-move rule</source>
      <translation>Reclamar tablas por triple repetición o por la regla de las 50 jugadas</translation>
    </message>
    <message>
      <source>Copy &amp;FEN</source>
      <translation>Copiar &amp;FEN</translation>
    </message>
    <message>
      <source>Copy P&amp;GN</source>
      <translation>C&amp;opiar PGN</translation>
    </message>
    <message>
      <source>&amp;Flip board</source>
      <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
      <source>Turn the board round (F)</source>
      <translation>Dar la vuelta al tablero (F)</translation>
    </message>
    <message>
      <source>Show &amp;legal moves</source>
      <translation>&amp;Mostrar las jugadas legales</translation>
    </message>
    <message>
      <source>Mark where the selected piece may go: dots, rings on captures (chess)</source>
      <translation>Marcar adónde puede ir la pieza elegida: puntos, anillos en las capturas (ajedrez)</translation>
    </message>
    <message>
      <source>&amp;No clock</source>
      <translation>&amp;Sin reloj</translation>
    </message>
    <message>
      <source>&amp;Custom…</source>
      <translation>&amp;Personalizado…</translation>
    </message>
    <message>
      <source>&amp;Time control</source>
      <translation>Control de t&amp;iempo</translation>
    </message>
    <message>
      <source>No draw can be claimed now.</source>
      <translation>Ahora no se pueden reclamar tablas.</translation>
    </message>
    <message>
      <source>Copied FEN: {}</source>
      <translation>FEN copiado: {}</translation>
    </message>
    <message>
      <source>Copied the game as PGN: {} moves</source>
      <translation>Partida copiada como PGN: {} jugadas</translation>
    </message>
    <message>
      <source>That piece cannot go to {}.</source>
      <translation>Esa pieza no puede ir a {}.</translation>
    </message>
    <message>
      <source>&amp;Custom ({})…</source>
      <translation>&amp;Personalizado ({})…</translation>
    </message>
    <message>
      <source>Opening: from a set-up position</source>
      <translation>Apertura: desde una posición preparada</translation>
    </message>
    <message>
      <source>Opening names unavailable: {}</source>
      <translation>Nombres de aperturas no disponibles: {}</translation>
    </message>
    <message>
      <source>Opening: —</source>
      <translation>Apertura: —</translation>
    </message>
    <message>
      <source>running</source>
      <translation>en marcha</translation>
    </message>
    <message>
      <source>stopped</source>
      <translation>parado</translation>
    </message>
  </context>
  <context>
    <name>ChessPlugin</name>
    <message>
      <source>White's</source>
      <translation>las blancas</translation>
    </message>
    <message>
      <source>White's point of view: + is good for White, #N White mates in N moves</source>
      <translation>Desde el punto de vista de las blancas: + es bueno para las blancas, #N las blancas dan mate en N jugadas</translation>
    </message>
  </context>
  <context>
    <name>CompareDialog</name>
    <message>
      <source>Algorithm</source>
      <translation>Algoritmo</translation>
    </message>
    <message>
      <source>Nodes</source>
      <translation>Nodos</translation>
    </message>
    <message>
      <source>Of minimax</source>
      <translation>Fracción de minimax</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Tiempo</translation>
    </message>
    <message>
      <source>Move</source>
      <translation>Jugada</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Puntuación</translation>
    </message>
    <message>
      <source>Compare algorithms</source>
      <translation>Comparar algoritmos</translation>
    </message>
    <message>
      <source>{game} {position}: {side} to move</source>
      <translation>{game} {position}: juegan {side}</translation>
    </message>
    <message>
      <source>Minimax, then alpha-beta alone, with move ordering, and with ordering and a transposition table search this position to the same depth; then MCTS gets more and more playouts until it picks alpha-beta's move.</source>
      <translation>Minimax, luego alfa-beta solo, con ordenación de jugadas, y con ordenación y tabla de transposición buscan en esta posición hasta la misma profundidad; después MCTS recibe cada vez más simulaciones hasta que elige la jugada de alfa-beta.</translation>
    </message>
    <message>
      <source>How deep the tree searches look</source>
      <translation>Hasta qué profundidad miran las búsquedas</translation>
    </message>
    <message>
      <source>The most playouts MCTS is given to find alpha-beta's move</source>
      <translation>El máximo de simulaciones que recibe MCTS para encontrar la jugada de alfa-beta</translation>
    </message>
    <message>
      <source>&amp;Run</source>
      <translation>&amp;Ejecutar</translation>
    </message>
    <message>
      <source>&amp;Cancel</source>
      <translation>&amp;Cancelar</translation>
    </message>
    <message>
      <source>&amp;Depth (plies):</source>
      <translation>&amp;Profundidad (medias jugadas):</translation>
    </message>
    <message>
      <source>MCTS &amp;playouts up to:</source>
      <translation>&amp;Simulaciones MCTS hasta:</translation>
    </message>
    <message>
      <source>The game is over: there is no move to search for.</source>
      <translation>La partida ha terminado: no hay ninguna jugada que buscar.</translation>
    </message>
    <message>
      <source>Score for {}</source>
      <translation>Puntuación para {}</translation>
    </message>
    <message>
      <source>Measuring the position to choose a depth that takes seconds…</source>
      <translation>Midiendo la posición para elegir una profundidad de unos segundos…</translation>
    </message>
    <message>
      <source>Searching with {engine}, depth {depth}…</source>
      <translation>Buscando con {engine}, profundidad {depth}…</translation>
    </message>
    <message>
      <source>searching…</source>
      <translation>buscando…</translation>
    </message>
    <message>
      <source>{game} {position}, depth {depth}</source>
      <translation>{game} {position}, profundidad {depth}</translation>
    </message>
    <message>
      <source>Cancelled. Press Run to start again.</source>
      <translation>Cancelado. Pulsa Ejecutar para empezar de nuevo.</translation>
    </message>
    <message>
      <source>Done in {seconds} s. Change the depth or the MCTS playouts and press Run to compare again.</source>
      <translation>Hecho en {seconds} s. Cambia la profundidad o las simulaciones de MCTS y pulsa Ejecutar para comparar de nuevo.</translation>
    </message>
  </context>
  <context>
    <name>CompareWorker</name>
    <message>
      <source>The comparison could not be completed: {}</source>
      <translation>No se pudo completar la comparación: {}</translation>
    </message>
  </context>
  <context>
    <name>ComputerTurn</name>
    <message>
      <source>the engine was still preparing</source>
      <translation>el motor aún se estaba preparando</translation>
    </message>
    <message>
      <source>the engine had no move yet</source>
      <translation>el motor aún no tenía jugada</translation>
    </message>
    <message>
      <source>Played {move} at once: {why}.</source>
      <translation>{move} jugada al instante: {why}.</translation>
    </message>
    <message>
      <source>{message} It stopped {count} times in a row: the computer does not think again until you ask (Move now, Undo, New game).</source>
      <translation>{message} Se ha detenido {count} veces seguidas: el ordenador no vuelve a pensar hasta que se lo pidas (Mover ya, Deshacer, Nueva partida).</translation>
    </message>
    <message>
      <source>{} The game is unchanged; the computer thinks again.</source>
      <translation>{} La partida no ha cambiado; el ordenador vuelve a pensar.</translation>
    </message>
    <message>
      <source>The computer chose an illegal move ({}).</source>
      <translation>El ordenador ha elegido una jugada ilegal ({}).</translation>
    </message>
  </context>
  <context>
    <name>Counts</name>
    <message>
      <source>two</source>
      <translation>dos</translation>
    </message>
    <message>
      <source>three</source>
      <translation>tres</translation>
    </message>
    <message>
      <source>four</source>
      <translation>cuatro</translation>
    </message>
    <message>
      <source>five</source>
      <translation>cinco</translation>
    </message>
    <message>
      <source>six</source>
      <translation>seis</translation>
    </message>
    <message>
      <source>seven</source>
      <translation>siete</translation>
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Custom m,n,k game</source>
      <translation>Partida m,n,k personalizada</translation>
    </message>
    <message>
      <source>Columns of the board</source>
      <translation>Columnas del tablero</translation>
    </message>
    <message>
      <source>Rows of the board</source>
      <translation>Filas del tablero</translation>
    </message>
    <message>
      <source>Stones in a row needed to win</source>
      <translation>Piedras en línea necesarias para ganar</translation>
    </message>
    <message>
      <source>&amp;Width (m):</source>
      <translation>&amp;Ancho (m):</translation>
    </message>
    <message>
      <source>&amp;Height (n):</source>
      <translation>A&amp;lto (n):</translation>
    </message>
    <message>
      <source>In a &amp;row (k):</source>
      <translation>En &amp;línea (k):</translation>
    </message>
    <message>
      <source>Not possible: {}.</source>
      <translation>No es posible: {}.</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Juego</translation>
    </message>
    <message>
      <source>Level</source>
      <translation>Nivel</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Ganadas</translation>
    </message>
    <message>
      <source>Drawn</source>
      <translation>Tablas</translation>
    </message>
    <message>
      <source>Lost</source>
      <translation>Perdidas</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Estadísticas</translation>
    </message>
    <message>
      <source>&amp;Reset</source>
      <translation>&amp;Restablecer</translation>
    </message>
    <message>
      <source>No games finished against the computer yet.</source>
      <translation>Aún no has terminado ninguna partida contra el ordenador.</translation>
    </message>
    <message>
      <source>Could not reset: {reason}.</source>
      <translation>No se pudo restablecer: {reason}.</translation>
    </message>
    <message>
      <source>Rules of {game}</source>
      <translation>Reglas: {game}</translation>
    </message>
    <message>
      <source>&lt;p&gt;Classic board games against a computer that is fast, strong at the top, honest at every level, and able to show why it plays a move.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Juegos de tablero clásicos contra un ordenador rápido, fuerte en el nivel más alto, honesto en cada nivel y capaz de mostrar por qué hace una jugada.&lt;/p&gt;&lt;p&gt;Licencia: GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Plyboard</source>
      <translation>Acerca de Plyboard</translation>
    </message>
  </context>
  <context>
    <name>EngineChoice</name>
    <message>
      <source>The engine {engine} could not choose a move ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation>El motor {engine} no pudo elegir una jugada ({reason}); el motor de Plyboard toma el relevo, la partida no ha cambiado.</translation>
    </message>
    <message>
      <source>The engine {engine} could not find a hint ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation>El motor {engine} no pudo encontrar una pista ({reason}); el motor de Plyboard toma el relevo, la partida no ha cambiado.</translation>
    </message>
    <message>
      <source>The engine {engine} could not analyse the position ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation>El motor {engine} no pudo analizar la posición ({reason}); el motor de Plyboard toma el relevo, la partida no ha cambiado.</translation>
    </message>
  </context>
  <context>
    <name>EngineDialog</name>
    <message>
      <source>Chess engines</source>
      <translation>Motores de ajedrez</translation>
    </message>
    <message>
      <source>UCI engines</source>
      <translation>Motores UCI</translation>
    </message>
    <message>
      <source>&amp;Add…</source>
      <translation>&amp;Añadir…</translation>
    </message>
    <message>
      <source>Choose a UCI engine's executable (Stockfish, for one)</source>
      <translation>Elegir el ejecutable de un motor UCI (Stockfish, por ejemplo)</translation>
    </message>
    <message>
      <source>&amp;Remove</source>
      <translation>&amp;Quitar</translation>
    </message>
    <message>
      <source>&amp;Options…</source>
      <translation>&amp;Opciones…</translation>
    </message>
    <message>
      <source>Set the chosen engine's own options (its preset)</source>
      <translation>Ajustar las opciones propias del motor elegido (su preajuste)</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>the level's time</source>
      <translation>tiempo del nivel</translation>
    </message>
    <message>
      <source>UCI engines (chess):</source>
      <translation>Motores UCI (ajedrez):</translation>
    </message>
    <message>
      <source>Plays the computer's moves:</source>
      <translation>Juega las jugadas del ordenador:</translation>
    </message>
    <message>
      <source>Time per move:</source>
      <translation>Tiempo por jugada:</translation>
    </message>
    <message>
      <source>Hints and analysis:</source>
      <translation>Pistas y análisis:</translation>
    </message>
    <message>
      <source>Not added: {}.</source>
      <translation>No añadido: {}.</translation>
    </message>
    <message>
      <source>Added {}.</source>
      <translation>{} añadido.</translation>
    </message>
    <message>
      <source>Removed {}.</source>
      <translation>{} quitado.</translation>
    </message>
    <message>
      <source>Removed the engine.</source>
      <translation>Motor quitado.</translation>
    </message>
    <message>
      <source>Choose an engine in the list first.</source>
      <translation>Elige primero un motor de la lista.</translation>
    </message>
    <message>
      <source>Reading the options of {}…</source>
      <translation>Leyendo las opciones de {}…</translation>
    </message>
    <message>
      <source>Options of {engine}: {options}.</source>
      <translation>Opciones de {engine}: {options}.</translation>
    </message>
  </context>
  <context>
    <name>EngineMatchWindow</name>
    <message>
      <source>Game</source>
      <translation>Partida</translation>
    </message>
    <message>
      <source>White</source>
      <translation>Blancas</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Negras</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <source>How</source>
      <translation>Cómo</translation>
    </message>
    <message>
      <source>Time per move</source>
      <translation>Tiempo por jugada</translation>
    </message>
    <message>
      <source>10 s + 0.1 s a move</source>
      <translation>10 s + 0,1 s por jugada</translation>
    </message>
    <message>
      <source>1 min + 1 s a move</source>
      <translation>1 min + 1 s por jugada</translation>
    </message>
    <message>
      <source>3 min + 2 s a move</source>
      <translation>3 min + 2 s por jugada</translation>
    </message>
    <message>
      <source>40 moves in 1 min</source>
      <translation>40 jugadas en 1 min</translation>
    </message>
    <message>
      <source>Engine match</source>
      <translation>Match de motores</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Jugador</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Time per move of the UCI engines (Plyboard's levels keep theirs)</source>
      <translation>Tiempo por jugada de los motores UCI (los niveles de Plyboard mantienen el suyo)</translation>
    </message>
    <message>
      <source>A clock for both players: each shares out its time, and a fallen flag loses</source>
      <translation>Un reloj para ambos jugadores: cada uno reparte su tiempo, y quien agota el tiempo pierde</translation>
    </message>
    <message>
      <source>Random opening moves</source>
      <translation>Jugadas de apertura al azar</translation>
    </message>
    <message>
      <source>Balanced opening set</source>
      <translation>Aperturas equilibradas</translation>
    </message>
    <message>
      <source>Each pair of games starts from the next line of Plyboard's set of balanced, named openings (resources/chess/match-openings.txt)</source>
      <translation>Cada par de partidas empieza en la siguiente línea de la colección de aperturas equilibradas y con nombre de Plyboard (resources/chess/match-openings.txt)</translation>
    </message>
    <message>
      <source>&amp;Start</source>
      <translation>&amp;Empezar</translation>
    </message>
    <message>
      <source>S&amp;top</source>
      <translation>&amp;Detener</translation>
    </message>
    <message>
      <source>Save &amp;games…</source>
      <translation>Guardar las &amp;partidas…</translation>
    </message>
    <message>
      <source>Match board</source>
      <translation>Tablero del match</translation>
    </message>
    <message>
      <source>Match results</source>
      <translation>Resultados del match</translation>
    </message>
    <message>
      <source>No games yet.</source>
      <translation>Aún no hay partidas.</translation>
    </message>
    <message>
      <source>Match progress</source>
      <translation>Progreso del match</translation>
    </message>
    <message>
      <source>Player &amp;A:</source>
      <translation>Jugador &amp;A:</translation>
    </message>
    <message>
      <source>Player &amp;B:</source>
      <translation>Jugador &amp;B:</translation>
    </message>
    <message>
      <source>&amp;Games:</source>
      <translation>&amp;Partidas:</translation>
    </message>
    <message>
      <source>&amp;Clock:</source>
      <translation>&amp;Reloj:</translation>
    </message>
    <message>
      <source>UCI engines' &amp;time per move:</source>
      <translation>&amp;Tiempo por jugada de los motores UCI:</translation>
    </message>
    <message>
      <source>&amp;Openings:</source>
      <translation>&amp;Aperturas:</translation>
    </message>
    <message>
      <source>Cannot start: {}.</source>
      <translation>No se puede empezar: {}.</translation>
    </message>
    <message>
      <source>{first} against {second}…</source>
      <translation>{first} contra {second}…</translation>
    </message>
    <message>
      <source>Game {game} of {games}: move {move}</source>
      <translation>Partida {game} de {games}: jugada {move}</translation>
    </message>
    <message>
      <source>Match over. {}</source>
      <translation>Match terminado. {}</translation>
    </message>
    <message>
      <source>{a} {wins}, {b} {losses}, {draws} drawn</source>
      <translation>{a} {wins}, {b} {losses}, {draws} tablas</translation>
    </message>
    <message>
      <source>Could not save the games: {}.</source>
      <translation>No se pudieron guardar las partidas: {}.</translation>
    </message>
    <message>
      <source>Saved {count} games to {file}. {tally}</source>
      <translation>{count} partidas guardadas en {file}. {tally}</translation>
    </message>
    <message>
      <source>Save the match</source>
      <translation>Guardar el match</translation>
    </message>
  </context>
  <context>
    <name>EngineMenu</name>
    <message>
      <source>Plyboard's engine</source>
      <translation>el motor de Plyboard</translation>
    </message>
    <message>
      <source>&amp;Engine…</source>
      <translation>M&amp;otor…</translation>
    </message>
    <message>
      <source>Play against or analyse with a UCI chess engine (Stockfish, for one)</source>
      <translation>Jugar contra un motor de ajedrez UCI o analizar con él (Stockfish, por ejemplo)</translation>
    </message>
    <message>
      <source>Engine &amp;match…</source>
      <translation>&amp;Match de motores…</translation>
    </message>
    <message>
      <source>Two engines play games against each other: Plyboard's levels and your UCI engines</source>
      <translation>Dos motores juegan partidas entre sí: los niveles de Plyboard y tus motores UCI</translation>
    </message>
    <message>
      <source>Use &amp;{}</source>
      <translation>Usar &amp;{}</translation>
    </message>
    <message>
      <source>Chess engine failed</source>
      <translation>El motor de ajedrez ha fallado</translation>
    </message>
    <message>
      <source>The computer's moves: {opponent} ({seconds} s a move); hints and analysis: {analyser}.</source>
      <translation>Jugadas del ordenador: {opponent} ({seconds} s por jugada); pistas y análisis: {analyser}.</translation>
    </message>
    <message>
      <source>The computer's moves: {opponent}; hints and analysis: {analyser}.</source>
      <translation>Jugadas del ordenador: {opponent}; pistas y análisis: {analyser}.</translation>
    </message>
  </context>
  <context>
    <name>EngineOptionsDialog</name>
    <message>
      <source>Options of {}</source>
      <translation>Opciones de {}</translation>
    </message>
    <message>
      <source>This engine offers no options to set.</source>
      <translation>Este motor no ofrece opciones que ajustar.</translation>
    </message>
    <message>
      <source>press when the engine starts</source>
      <translation>pulsar al arrancar el motor</translation>
    </message>
  </context>
  <context>
    <name>EvaluationBar</name>
    <message>
      <source>no evaluation yet</source>
      <translation>aún sin evaluación</translation>
    </message>
    <message>
      <source>Evaluation: {score}, from White's point of view (+ is good for White; #N: White mates in N moves, -#N: Black does)</source>
      <translation>Evaluación: {score}, desde el punto de vista de las blancas (+ es bueno para las blancas; #N: las blancas dan mate en N jugadas, -#N: las negras)</translation>
    </message>
    <message>
      <source>White {share}, {score}</source>
      <translation>Blancas {share}, {score}</translation>
    </message>
  </context>
  <context>
    <name>EvaluationGraph</name>
    <message>
      <source>Evaluation graph</source>
      <translation>Gráfico de evaluación</translation>
    </message>
  </context>
  <context>
    <name>GameController</name>
    <message>
      <source>Could not autosave the game ({}).</source>
      <translation>No se pudo guardar automáticamente la partida ({}).</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Plyboard games (*.plyboard.json *.json)</source>
      <translation>Partidas de Plyboard (*.plyboard.json *.json)</translation>
    </message>
    <message>
      <source>All files (*)</source>
      <translation>Todos los archivos (*)</translation>
    </message>
    <message>
      <source>Cannot open game</source>
      <translation>No se puede abrir la partida</translation>
    </message>
    <message>
      <source>{file}: {reason}.</source>
      <translation>{file}: {reason}.</translation>
    </message>
    <message>
      <source>{file}: {reason}. Nothing changed.</source>
      <translation>{file}: {reason}. No ha cambiado nada.</translation>
    </message>
    <message>
      <source>{file} cannot be opened: {reason}.
Nothing changed.</source>
      <translation>No se puede abrir {file}: {reason}.
No ha cambiado nada.</translation>
    </message>
    <message numerus="yes">
      <source>Opened {file}: %n move(s)</source>
      <translation>
        <numerusform>Abierto {file}: %n jugada</numerusform>
        <numerusform>Abierto {file}: %n jugadas</numerusform>
      </translation>
    </message>
    <message>
      <source>Cannot save game</source>
      <translation>No se puede guardar la partida</translation>
    </message>
    <message>
      <source>Saved to {file}</source>
      <translation>Guardada en {file}</translation>
    </message>
    <message>
      <source>Cannot paste {}</source>
      <translation>No se puede pegar: {}</translation>
    </message>
    <message>
      <source>{}. Nothing changed.</source>
      <translation>{}. No ha cambiado nada.</translation>
    </message>
    <message>
      <source>Cannot paste position</source>
      <translation>No se puede pegar la posición</translation>
    </message>
    <message>
      <source>The text is no position: {reason}.
Nothing changed.</source>
      <translation>El texto no es una posición: {reason}.
No ha cambiado nada.</translation>
    </message>
    <message numerus="yes">
      <source>Pasted {game}: %n move(s)</source>
      <translation>
        <numerusform>Pegado {game}: %n jugada</numerusform>
        <numerusform>Pegado {game}: %n jugadas</numerusform>
      </translation>
    </message>
    <message>
      <source>Copied: {text}</source>
      <translation>Copiado: {text}</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Abrir partida</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Guardar partida</translation>
    </message>
    <message>
      <source>Chess games (*.pgn)</source>
      <translation>Partidas de ajedrez (*.pgn)</translation>
    </message>
    <message>
      <source>Only chess games can be saved as PGN.</source>
      <translation>Solo las partidas de ajedrez se pueden guardar como PGN.</translation>
    </message>
  </context>
  <context>
    <name>Games</name>
    <message>
      <source>Tic-tac-toe</source>
      <translation>Tres en raya</translation>
    </message>
    <message>
      <source>Connect Four</source>
      <translation>Conecta 4</translation>
    </message>
    <message>
      <source>Hare and Hounds</source>
      <translation>La liebre y los perros</translation>
    </message>
    <message>
      <source>Hare and Hounds (hare first)</source>
      <translation>La liebre y los perros (empieza la liebre)</translation>
    </message>
    <message>
      <source>Hare and Hounds (hare in the centre)</source>
      <translation>La liebre y los perros (liebre en el centro)</translation>
    </message>
    <message>
      <source>Hare and Hounds (hare to the tip)</source>
      <translation>La liebre y los perros (liebre hasta la punta)</translation>
    </message>
    <message>
      <source>Hare and Hounds (40-ply limit)</source>
      <translation>La liebre y los perros (40 medias jugadas)</translation>
    </message>
    <message>
      <source>Teeko</source>
      <translation>Teeko</translation>
    </message>
    <message>
      <source>Teeko (no centre first)</source>
      <translation>Teeko (sin centro al principio)</translation>
    </message>
    <message>
      <source>Gomoku</source>
      <translation>Gomoku</translation>
    </message>
    <message>
      <source>Gomoku (standard)</source>
      <translation>Gomoku (estándar)</translation>
    </message>
    <message>
      <source>Gomoku (renju)</source>
      <translation>Gomoku (renju)</translation>
    </message>
    <message>
      <source>Chess</source>
      <translation>Ajedrez</translation>
    </message>
    <message>
      <source>Chess960</source>
      <translation>Ajedrez960</translation>
    </message>
    <message>
      <source>{k} in a row ({size})</source>
      <translation>{k} en raya ({size})</translation>
    </message>
    <message>
      <source>Connect Four ({size})</source>
      <translation>Conecta 4 ({size})</translation>
    </message>
    <message>
      <source>Chess960 (start {number})</source>
      <translation>Ajedrez960 (posición inicial {number})</translation>
    </message>
    <message>
      <source>{game} (from a position)</source>
      <translation>{game} (desde una posición)</translation>
    </message>
  </context>
  <context>
    <name>HintDisplay</name>
    <message>
      <source>Looking for the best move…</source>
      <translation>Buscando la mejor jugada…</translation>
    </message>
    <message>
      <source>A hint is for your turn, while the game goes on.</source>
      <translation>Las pistas son para tu turno, mientras sigue la partida.</translation>
    </message>
    <message>
      <source>Hint: {}</source>
      <translation>Pista: {}</translation>
    </message>
  </context>
  <context>
    <name>Hints</name>
    <message>
      <source>makes two threats</source>
      <translation>crea dos amenazas</translation>
    </message>
    <message>
      <source>blocks a four</source>
      <translation>bloquea un cuatro</translation>
    </message>
    <message>
      <source>keeps the draw</source>
      <translation>mantiene las tablas</translation>
    </message>
    <message>
      <source>the only move that does not lose</source>
      <translation>la única jugada que no pierde</translation>
    </message>
    <message>
      <source>by fours</source>
      <translation>con cuatros</translation>
    </message>
    <message>
      <source>by fours and threes</source>
      <translation>con cuatros y treses</translation>
    </message>
    <message>
      <source>keeps the win</source>
      <translation>mantiene la victoria</translation>
    </message>
    <message>
      <source>was lost anyway</source>
      <translation>ya estaba perdida</translation>
    </message>
    <message>
      <source>throws away a win</source>
      <translation>desperdicia una victoria</translation>
    </message>
    <message>
      <source>throws away a win (now a draw)</source>
      <translation>desperdicia una victoria (ahora son tablas)</translation>
    </message>
    <message>
      <source>throws away the draw</source>
      <translation>desperdicia las tablas</translation>
    </message>
    <message>
      <source>completes {count} in a row</source>
      <translation>completa {count} en raya</translation>
    </message>
    <message>
      <source>blocks {count} in a row</source>
      <translation>bloquea {count} en raya</translation>
    </message>
    <message>
      <source>threatens {count} in a row</source>
      <translation>amenaza con {count} en raya</translation>
    </message>
    <message>
      <source>blocks a {count}</source>
      <translation>bloquea un {count}</translation>
    </message>
    <message>
      <source>makes a {count}</source>
      <translation>hace un {count}</translation>
    </message>
    <message>
      <source>wins in {plies}</source>
      <translation>gana en {plies}</translation>
    </message>
    <message>
      <source>wins in {plies} {how}</source>
      <translation>gana en {plies} {how}</translation>
    </message>
    <message>
      <source>loses in {plies} (the longest resistance)</source>
      <translation>pierde en {plies} (la resistencia más larga)</translation>
    </message>
    <message>
      <source>too deep for the solver within {seconds} s</source>
      <translation>demasiado profundo para el solucionador en {seconds} s</translation>
    </message>
    <message>
      <source>1 ply</source>
      <translation>1 media jugada</translation>
    </message>
    <message>
      <source>{count} plies</source>
      <translation>{count} medias jugadas</translation>
    </message>
    <message>
      <source>best by the engine's estimate (score {score})</source>
      <translation>la mejor según la estimación del motor (puntuación {score})</translation>
    </message>
    <message>
      <source>{first} and {second}</source>
      <translation>{first} y {second}</translation>
    </message>
  </context>
  <context>
    <name>LanguageMenu</name>
    <message>
      <source>&amp;Language</source>
      <translation>I&amp;dioma</translation>
    </message>
    <message>
      <source>System default</source>
      <translation>El del sistema</translation>
    </message>
    <message>
      <source>The language changes when Plyboard starts again.</source>
      <translation>El idioma cambiará la próxima vez que se inicie Plyboard.</translation>
    </message>
  </context>
  <context>
    <name>LearnWindow</name>
    <message>
      <source>Learn: how game programs think</source>
      <translation>Aprender: cómo piensan los programas de juego</translation>
    </message>
    <message>
      <source>Lessons</source>
      <translation>Lecciones</translation>
    </message>
    <message>
      <source>Lesson text</source>
      <translation>Texto de la lección</translation>
    </message>
    <message>
      <source>Lesson board</source>
      <translation>Tablero de la lección</translation>
    </message>
    <message>
      <source>&amp;Check</source>
      <translation>&amp;Comprobar</translation>
    </message>
    <message>
      <source>Feedback</source>
      <translation>Respuesta</translation>
    </message>
    <message>
      <source>◀ &amp;Back</source>
      <translation>◀ &amp;Atrás</translation>
    </message>
    <message>
      <source>&amp;Next ▶</source>
      <translation>&amp;Siguiente ▶</translation>
    </message>
    <message>
      <source>&amp;Try it on the board</source>
      <translation>&amp;Probarlo en el tablero</translation>
    </message>
    <message>
      <source>Open the search &amp;tree</source>
      <translation>Abrir el &amp;árbol de búsqueda</translation>
    </message>
    <message>
      <source>The engines are working out this lesson's figures…</source>
      <translation>Los motores calculan las cifras de esta lección…</translation>
    </message>
    <message>
      <source>Choose an answer first.</source>
      <translation>Elige primero una respuesta.</translation>
    </message>
    <message>
      <source>&amp;Play against weights…</source>
      <translation>&amp;Jugar contra unos pesos…</translation>
    </message>
    <message>
      <source>Sources, retold in our words: {}</source>
      <translation>Fuentes, contadas con nuestras palabras: {}</translation>
    </message>
  </context>
  <context>
    <name>Lessons</name>
    <message>
      <source>Right. {why}</source>
      <translation>Correcto. {why}</translation>
    </message>
    <message>
      <source>Not quite: the answer is {right}. {why}</source>
      <translation>No del todo: la respuesta es {right}. {why}</translation>
    </message>
    <message>
      <source>a win for {side}</source>
      <translation>una victoria para {side}</translation>
    </message>
    <message>
      <source>a draw for {side}</source>
      <translation>tablas para {side}</translation>
    </message>
    <message>
      <source>a loss for {side}</source>
      <translation>una derrota para {side}</translation>
    </message>
    <message>
      <source>a draw</source>
      <translation>tablas</translation>
    </message>
    <message>
      <source>a win for {side} in {plies} plies</source>
      <translation>una victoria para {side} en {plies} medias jugadas</translation>
    </message>
    <message>
      <source>about {factor} times fewer</source>
      <translation>unas {factor} veces menos</translation>
    </message>
    <message>
      <source>Game trees and minimax</source>
      <translation>Árboles de juego y minimax</translation>
    </message>
    <message>
      <source>Russell and Norvig, Artificial Intelligence: A Modern Approach, chapter on adversarial search (minimax on tic-tac-toe)</source>
      <translation>Russell y Norvig, Artificial Intelligence: A Modern Approach, capítulo sobre búsqueda con adversario (minimax en el tres en raya)</translation>
    </message>
    <message>
      <source>Depth limits and evaluation functions</source>
      <translation>Límites de profundidad y funciones de evaluación</translation>
    </message>
    <message>
      <source>Shannon, Programming a Computer for Playing Chess (1950), on evaluation functions and a limited look-ahead</source>
      <translation>Shannon, Programming a Computer for Playing Chess (1950), sobre las funciones de evaluación y una anticipación limitada</translation>
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on Connect Four</source>
      <translation>Allis, Searching for Solutions in Games and Artificial Intelligence (tesis, 1994), sobre Conecta 4</translation>
    </message>
    <message>
      <source>Alpha-beta: the branches not searched</source>
      <translation>Alfa-beta: las ramas no exploradas</translation>
    </message>
    <message>
      <source>Knuth and Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 (1975)</source>
      <translation>Knuth y Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 (1975)</translation>
    </message>
    <message>
      <source>Move ordering and iterative deepening</source>
      <translation>Ordenación de jugadas y profundización iterativa</translation>
    </message>
    <message>
      <source>Slate and Atkin, Chess 4.5, the Northwestern University chess program (1977), on iterative deepening</source>
      <translation>Slate y Atkin, Chess 4.5, the Northwestern University chess program (1977), sobre la profundización iterativa</translation>
    </message>
    <message>
      <source>Knuth and Moore (1975), on the best case of alpha-beta with the best move first</source>
      <translation>Knuth y Moore (1975), sobre el mejor caso de alfa-beta con la mejor jugada primero</translation>
    </message>
    <message>
      <source>Transposition tables and symmetry</source>
      <translation>Tablas de transposición y simetría</translation>
    </message>
    <message>
      <source>Zobrist, A New Hashing Method with Application for Game Playing (1970)</source>
      <translation>Zobrist, A New Hashing Method with Application for Game Playing (1970)</translation>
    </message>
    <message>
      <source>Greenblatt, Eastlake and Crocker, The Greenblatt Chess Program (1967), on remembering positions already searched</source>
      <translation>Greenblatt, Eastlake y Crocker, The Greenblatt Chess Program (1967), sobre recordar las posiciones ya exploradas</translation>
    </message>
    <message>
      <source>Monte Carlo tree search and UCT</source>
      <translation>Búsqueda de árbol Monte Carlo y UCT</translation>
    </message>
    <message>
      <source>Kocsis and Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)</source>
      <translation>Kocsis y Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)</translation>
    </message>
    <message>
      <source>Solving a game: bitboards and retrograde tables</source>
      <translation>Resolver un juego: bitboards y tablas retrógradas</translation>
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on solving Connect Four</source>
      <translation>Allis, Searching for Solutions in Games and Artificial Intelligence (tesis, 1994), sobre la resolución de Conecta 4</translation>
    </message>
    <message>
      <source>Pons, Solving Connect 4: how to build a perfect AI (blog and solver, 2019), on bitboards</source>
      <translation>Pons, Solving Connect 4: how to build a perfect AI (blog y solucionador, 2019), sobre los bitboards</translation>
    </message>
    <message>
      <source>Thompson, Retrograde Analysis of Certain Endgames (1986)</source>
      <translation>Thompson, Retrograde Analysis of Certain Endgames (1986)</translation>
    </message>
    <message>
      <source>Threats: wins by fours and by threes</source>
      <translation>Amenazas: victorias con cuatros y con treses</translation>
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on threat-space search and Go-Moku</source>
      <translation>Allis, Searching for Solutions in Games and Artificial Intelligence (tesis, 1994), sobre la búsqueda en el espacio de amenazas y el Go-Moku</translation>
    </message>
    <message>
      <source>A chess engine: quiescence and perft</source>
      <translation>Un motor de ajedrez: búsqueda de quietud y perft</translation>
    </message>
    <message>
      <source>Shannon, Programming a Computer for Playing Chess (1950)</source>
      <translation>Shannon, Programming a Computer for Playing Chess (1950)</translation>
    </message>
    <message>
      <source>The Chess Programming Wiki's pages on quiescence search and perft</source>
      <translation>Las páginas de la Chess Programming Wiki sobre la búsqueda de quietud y perft</translation>
    </message>
    <message>
      <source>Measuring strength: matches and Elo</source>
      <translation>Medir la fuerza: matches y Elo</translation>
    </message>
    <message>
      <source>Elo, The Rating of Chessplayers, Past and Present (1978)</source>
      <translation>Elo, The Rating of Chessplayers, Past and Present (1978)</translation>
    </message>
    <message>
      <source>Agresti and Coull, Approximate Is Better than Exact for Interval Estimation of Binomial Proportions (1998), on the interval</source>
      <translation>Agresti y Coull, Approximate Is Better than Exact for Interval Estimation of Binomial Proportions (1998), sobre el intervalo</translation>
    </message>
    <message>
      <source>twos {two}, threes {three}, centre {centre}</source>
      <translation>doses {two}, treses {three}, centro {centre}</translation>
    </message>
    <message>
      <source>&lt;p&gt;Connect Four is too deep to search to the end at every move, so a program stops after a few plies (here {depth}) and scores the positions there with an &lt;i&gt;evaluation function&lt;/i&gt;: a guess from the discs, such as points for every line of four a side could still fill. The search then trusts the guess. A threat that only shows after the horizon is invisible to it, and a weight that looks sensible can pull the search towards a lost position.&lt;/p&gt;&lt;p&gt;{side} is to move; with perfect play the game is {value}. Three evaluations, each searched {depth} plies deep by alpha-beta, and what the solver says of the move each one plays:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Conecta 4 es demasiado profundo para buscar hasta el final en cada jugada, así que un programa se detiene tras unas pocas medias jugadas (aquí {depth}) y puntúa las posiciones alcanzadas con una &lt;i&gt;función de evaluación&lt;/i&gt;: una estimación a partir de las fichas, como puntos por cada línea de cuatro que un bando aún podría llenar. La búsqueda confía entonces en la estimación. Una amenaza que solo aparece tras el horizonte le resulta invisible, y un peso que parece sensato puede llevar la búsqueda hacia una posición perdida.&lt;/p&gt;&lt;p&gt;Mueve {side}; con juego perfecto la partida es {value}. Tres evaluaciones, cada una buscada a {depth} medias jugadas por alfa-beta, y lo que dice el solucionador de la jugada que elige cada una:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>weights</source>
      <translation>pesos</translation>
    </message>
    <message>
      <source>move</source>
      <translation>jugada</translation>
    </message>
    <message>
      <source>after it, with perfect play</source>
      <translation>después, con juego perfecto</translation>
    </message>
    <message>
      <source>&lt;p&gt;A solver has no horizon: it searches every line to the end, so it refutes the guess.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Un solucionador no tiene horizonte: busca cada línea hasta el final, así que refuta la estimación.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Which weights make the {depth}-ply search find a winning move?</source>
      <translation>¿Con qué pesos encuentra la búsqueda de {depth} medias jugadas una jugada ganadora?</translation>
    </message>
    <message>
      <source>With {weights} the search plays {move}, which keeps the win; the others' moves lose it, and the solver shows how.</source>
      <translation>Con {weights} la búsqueda juega {move}, que mantiene la victoria; las jugadas de los otros la pierden, y el solucionador muestra cómo.</translation>
    </message>
    <message>
      <source>&lt;p&gt;To &lt;i&gt;solve&lt;/i&gt; a game is to know the value of its positions with perfect play. Connect Four was solved in 1988 (James D. Allen, and Victor Allis): the first player wins by starting in the centre. Our solver, after Pascal Pons's, keeps each side's discs in a 64-bit number (a bitboard), so a drop is an addition and four in a row a few shifts and ands, and searches alpha-beta with null windows, a transposition table and the centre first.&lt;/p&gt;&lt;p&gt;In this position, {side} to move, it searched &lt;b&gt;{nodes:,}&lt;/b&gt; positions and values every drop:&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;i&gt;Resolver&lt;/i&gt; un juego es conocer el valor de sus posiciones con juego perfecto. Conecta 4 se resolvió en 1988 (James D. Allen, y Victor Allis): el primer jugador gana empezando en el centro. Nuestro solucionador, siguiendo el de Pascal Pons, guarda las fichas de cada bando en un número de 64 bits (un bitboard), de modo que soltar una ficha es una suma y cuatro en raya unos pocos desplazamientos e «y» lógicos, y busca con alfa-beta de ventana nula, una tabla de transposición y el centro primero.&lt;/p&gt;&lt;p&gt;En esta posición, con {side} al turno, ha buscado &lt;b&gt;{nodes:,}&lt;/b&gt; posiciones y valora cada jugada:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>drop</source>
      <translation>jugada</translation>
    </message>
    <message>
      <source>with perfect play</source>
      <translation>con juego perfecto</translation>
    </message>
    <message>
      <source>&lt;p&gt;Smaller games are solved backwards: a &lt;i&gt;retrograde&lt;/i&gt; table starts from every finished position and works back move by move until each position has its value and its distance to the end. Read from our tables:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Los juegos más pequeños se resuelven hacia atrás: una tabla &lt;i&gt;retrógrada&lt;/i&gt; parte de cada posición terminada y retrocede jugada a jugada hasta que cada posición tiene su valor y su distancia al final. Leído de nuestras tablas:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>game, at its start</source>
      <translation>juego, al inicio</translation>
    </message>
    <message>
      <source>to move</source>
      <translation>al turno</translation>
    </message>
    <message>
      <source>Which of these drops wins for {side} fastest?</source>
      <translation>¿Cuál de estas jugadas gana más rápido para {side}?</translation>
    </message>
    <message>
      <source>The solver says {move}: after it, {value}.</source>
      <translation>El solucionador dice {move}: después, {value}.</translation>
    </message>
    <message>
      <source>&lt;p&gt;In five in a row a &lt;i&gt;four&lt;/i&gt; must be answered at once, so a side that can make four after four leaves the opponent one move each time: the tree of such a sequence is a single line, and a program can search it very deep. L. Victor Allis called this &lt;i&gt;threat-space search&lt;/i&gt; (1994): only the attacker's threats and the defender's answers to them, a win by continuous fours (VCF) or, allowing open threes too, a win by threats (VCT).&lt;/p&gt;&lt;p&gt;Here {side} can make {fours} fours. Our threat search finds a win by fours in &lt;b&gt;{moves}&lt;/b&gt; of {side}'s moves, {other}'s answers forced:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{sequence}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{failing} of the fours lead to no such win.&lt;/p&gt;</source>
      <translation>&lt;p&gt;En el cinco en línea, un &lt;i&gt;cuatro&lt;/i&gt; debe responderse de inmediato, así que un bando que encadena cuatro tras cuatro deja al rival una sola jugada cada vez: el árbol de una secuencia así es una sola línea, y un programa puede buscarla muy hondo. L. Victor Allis lo llamó &lt;i&gt;búsqueda en el espacio de amenazas&lt;/i&gt; (1994): solo las amenazas del atacante y las respuestas del defensor, una victoria con cuatros continuos (VCF) o, si se admiten también treses abiertos, una victoria con amenazas (VCT).&lt;/p&gt;&lt;p&gt;Aquí {side} puede hacer {fours} cuatros. Nuestra búsqueda de amenazas encuentra una victoria con cuatros en &lt;b&gt;{moves}&lt;/b&gt; jugadas de {side}, con las respuestas de {other} forzadas:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{sequence}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{failing} de los cuatros no llevan a ninguna victoria así.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;Two plies earlier, before {side}'s {own_move} and {other}'s {their_move}, {side} had no win by fours, but a win by threats:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{line}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;An open three leaves the defender several answers (and fours of their own to throw in first), so this search branches: it tries every answer, and the line shows the main ones. It is deeper work than fours alone, which is why programs look for a win by fours first.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Dos medias jugadas antes, antes de {own_move} de {side} y {their_move} de {other}, {side} no tenía victoria con cuatros, pero sí una victoria con amenazas:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{line}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Un tres abierto deja al defensor varias respuestas (y cuatros propios que intercalar antes), así que esta búsqueda se ramifica: prueba cada respuesta, y la línea muestra las principales. Es un trabajo más hondo que los cuatros solos, y por eso los programas buscan primero una victoria con cuatros.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>With which four does {side}'s win by fours begin?</source>
      <translation>¿Con qué cuatro empieza la victoria con cuatros de {side}?</translation>
    </message>
    <message>
      <source>{first}: the threat search wins in {moves} moves with {sequence}.</source>
      <translation>{first}: la búsqueda de amenazas gana en {moves} jugadas con {sequence}.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Claude Shannon's 1950 paper set out how a program could play chess: search a few moves ahead and score the positions reached. A search that stops in the middle of an exchange scores it wrongly: it counts the piece just taken and not the recapture. &lt;i&gt;Quiescence search&lt;/i&gt; plays on from each leaf with captures only (the best ones first: most valuable victim, least valuable attacker) until the position is quiet.&lt;/p&gt;&lt;p&gt;Here, {side} to move, a one-ply search without quiescence plays &lt;b&gt;{blunder}&lt;/b&gt; (it scores {blind:+d} centipawns); with quiescence it sees the answer, scores {blunder} {after:+d}, and plays &lt;b&gt;{sound}&lt;/b&gt; ({seeing:+d}).&lt;/p&gt;&lt;p&gt;How do we know the move generator is right? &lt;i&gt;Perft&lt;/i&gt; counts every line of legal moves to a depth and compares with known counts. From the start, counted now:&lt;/p&gt;</source>
      <translation>&lt;p&gt;El artículo de Claude Shannon de 1950 explicó cómo podría jugar al ajedrez un programa: calcular unas jugadas por adelantado y puntuar las posiciones alcanzadas. Una búsqueda que se detiene en mitad de un cambio lo puntúa mal: cuenta la pieza recién capturada y no la recaptura. La &lt;i&gt;búsqueda de quietud&lt;/i&gt; sigue desde cada hoja solo con capturas (las mejores primero: la víctima más valiosa, el atacante menos valioso) hasta que la posición está tranquila.&lt;/p&gt;&lt;p&gt;Aquí, con {side} al turno, una búsqueda de una media jugada sin quietud juega &lt;b&gt;{blunder}&lt;/b&gt; (puntúa {blind:+d} centipeones); con quietud ve la respuesta, puntúa {blunder} con {after:+d} y juega &lt;b&gt;{sound}&lt;/b&gt; ({seeing:+d}).&lt;/p&gt;&lt;p&gt;¿Cómo sabemos que el generador de jugadas es correcto? &lt;i&gt;Perft&lt;/i&gt; cuenta cada secuencia de jugadas legales hasta una profundidad y la compara con cifras conocidas. Desde la posición inicial, contadas ahora:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>plies</source>
      <translation>medias jugadas</translation>
    </message>
    <message>
      <source>positions</source>
      <translation>posiciones</translation>
    </message>
    <message>
      <source>Which move does the one-ply search without quiescence play?</source>
      <translation>¿Qué jugada elige la búsqueda de una media jugada sin quietud?</translation>
    </message>
    <message>
      <source>{blunder}: without quiescence it counts the pawn won and stops before the recapture; searched on through the captures, {blunder} is worth {after:+d}.</source>
      <translation>{blunder}: sin quietud cuenta el peón ganado y se detiene antes de la recaptura; siguiendo con las capturas, {blunder} vale {after:+d}.</translation>
    </message>
    <message>
      <source>at least {lower} (95%); no losses, so no upper bound</source>
      <translation>al menos {lower} (95 %); sin derrotas, así que sin límite superior</translation>
    </message>
    <message>
      <source>at most {upper} (95%); no wins, so no lower bound</source>
      <translation>como mucho {upper} (95 %); sin victorias, así que sin límite inferior</translation>
    </message>
    <message>
      <source>&lt;p&gt;A program's strength is measured by playing games: the score against an opponent gives a rating difference by the Elo formula (a 64% score is about +100). A few games say little: the interval around the estimate narrows only with the square root of the games, four times as many for half the width. That is why a ladder of levels needs hundreds of games between neighbours.&lt;/p&gt;&lt;p&gt;Just now, {games} games of {game}, {strong} against {weak}, colours alternating: {strong} won &lt;b&gt;{wins}&lt;/b&gt;, drew &lt;b&gt;{draws}&lt;/b&gt;, lost &lt;b&gt;{losses}&lt;/b&gt;, a score of {score:.0%}.&lt;/p&gt;&lt;p&gt;Estimated difference: &lt;b&gt;{estimate}&lt;/b&gt;.&lt;br&gt;The same score over {more_games} games would give {tenfold}.&lt;/p&gt;</source>
      <translation>&lt;p&gt;La fuerza de un programa se mide jugando partidas: la puntuación contra un rival da una diferencia de rating por la fórmula de Elo (un 64 % de los puntos es unos +100). Pocas partidas dicen poco: el intervalo alrededor de la estimación solo se estrecha con la raíz cuadrada del número de partidas, cuatro veces más para la mitad de anchura. Por eso una escalera de niveles necesita cientos de partidas entre vecinos.&lt;/p&gt;&lt;p&gt;Ahora mismo, {games} partidas de {game}, {strong} contra {weak}, alternando colores: {strong} ganó &lt;b&gt;{wins}&lt;/b&gt;, hizo tablas en &lt;b&gt;{draws}&lt;/b&gt;, perdió &lt;b&gt;{losses}&lt;/b&gt;, una puntuación del {score:.0%}.&lt;/p&gt;&lt;p&gt;Diferencia estimada: &lt;b&gt;{estimate}&lt;/b&gt;.&lt;br&gt;La misma puntuación en {more_games} partidas daría {tenfold}.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Do these {games} games show, at 95%, that {strong} is stronger?</source>
      <translation>¿Muestran estas {games} partidas, al 95 %, que {strong} es más fuerte?</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>sí</translation>
    </message>
    <message>
      <source>no</source>
      <translation>no</translation>
    </message>
    <message>
      <source>The interval is {interval}: its lower end is above 0.</source>
      <translation>El intervalo es {interval}: su extremo inferior está por encima de 0.</translation>
    </message>
    <message>
      <source>The interval is {interval}: it still reaches 0 or below.</source>
      <translation>El intervalo es {interval}: todavía llega a 0 o más abajo.</translation>
    </message>
    <message>
      <source>&lt;p&gt;A game tree has the position at its root and a branch for every move. Minimax gives each position the best value its side to move can force: at {side}'s turn the largest of the children's values, at {other}'s the smallest, down to positions where the game is over.&lt;/p&gt;&lt;p&gt;Here {side} is to move with {count} moves. Searched to the end, minimax visited &lt;b&gt;{nodes:,}&lt;/b&gt; positions and gives every move this value:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Un árbol de juego tiene la posición en su raíz y una rama por cada jugada. Minimax da a cada posición el mejor valor que puede forzar el bando al turno: en el turno de {side}, el mayor de los valores de sus hijos; en el de {other}, el menor; hasta llegar a posiciones donde la partida ha terminado.&lt;/p&gt;&lt;p&gt;Aquí mueve {side}, con {count} jugadas posibles. Buscando hasta el final, minimax visitó &lt;b&gt;{nodes:,}&lt;/b&gt; posiciones y da a cada jugada este valor:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>So what is the position worth for {side}, who is to move?</source>
      <translation>Entonces, ¿cuánto vale la posición para {side}, que tiene el turno?</translation>
    </message>
    <message>
      <source>The root takes the best of its children for the side to move: {side} has a move worth {value}, and none better.</source>
      <translation>La raíz toma el mejor de sus hijos para el bando al turno: {side} tiene una jugada que vale {value}, y ninguna mejor.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Alpha-beta finds the same value as minimax without looking at everything. It carries a window [α, β]: α is what the side to move is already sure of, β what the opponent will allow. As soon as one reply shows that a move is at least β for the side that replies, that move is no better than one already found, and its other replies need not be searched: a &lt;i&gt;β cut-off&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Here {side} is to move. After {side}'s {move}, {other}'s reply {reply} is already good enough for {other}, and alpha-beta skips the other {pruned} replies. Over the whole tree it searched &lt;b&gt;{alphabeta_nodes:,}&lt;/b&gt; positions where minimax searched &lt;b&gt;{minimax_nodes:,}&lt;/b&gt;.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Alfa-beta encuentra el mismo valor que minimax sin mirarlo todo. Lleva una ventana [α, β]: α es lo que el bando al turno ya tiene asegurado, β lo que el rival permitirá. En cuanto una respuesta muestra que una jugada vale al menos β para el bando que responde, esa jugada no es mejor que otra ya encontrada, y sus demás respuestas no hace falta buscarlas: un &lt;i&gt;corte β&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Aquí mueve {side}. Tras {move} de {side}, la respuesta {reply} de {other} ya es bastante buena para {other}, y alfa-beta se salta las otras {pruned} respuestas. En todo el árbol buscó &lt;b&gt;{alphabeta_nodes:,}&lt;/b&gt; posiciones, donde minimax buscó &lt;b&gt;{minimax_nodes:,}&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>the replies were all searched: no cut-off after {move}</source>
      <translation>se buscaron todas las respuestas: no hay corte tras {move}</translation>
    </message>
    <message>
      <source>Why does alpha-beta stop searching {other}'s replies to {move} after {reply}?</source>
      <translation>¿Por qué deja alfa-beta de buscar las respuestas de {other} a {move} después de {reply}?</translation>
    </message>
    <message>
      <source>{reply} is worth {value} for {other} (from {other}'s side), which reaches β = {beta}: {side} already has a move at least that good, so {move} cannot be better and its other replies cannot change the choice.</source>
      <translation>{reply} vale {value} para {other} (desde el lado de {other}), lo que alcanza β = {beta}: {side} ya tiene una jugada al menos así de buena, así que {move} no puede ser mejor y sus demás respuestas no pueden cambiar la elección.</translation>
    </message>
    <message>
      <source>moves in board order</source>
      <translation>jugadas en el orden del tablero</translation>
    </message>
    <message>
      <source>promising moves first</source>
      <translation>jugadas prometedoras primero</translation>
    </message>
    <message>
      <source>alpha-beta, {order}</source>
      <translation>alfa-beta, {order}</translation>
    </message>
    <message>
      <source>&lt;p&gt;Alpha-beta cuts more the sooner it meets the best move: tried first, a strong move sets a window that cuts its rivals' replies at once. Programs therefore try promising moves first (here winning drops, then blocks, then from the centre out). Iterative deepening searches 1 ply, then 2, ... up to the depth: each shallow search is cheap, tells the next one which move to try first, and leaves a move ready when the time runs out.&lt;/p&gt;&lt;p&gt;Connect Four, {side} to move, searched {depth} plies deep by iterative deepening (positions over all iterations):&lt;/p&gt;</source>
      <translation>&lt;p&gt;Alfa-beta corta más cuanto antes encuentra la mejor jugada: probada primero, una jugada fuerte fija una ventana que corta enseguida las respuestas a sus rivales. Por eso los programas prueban primero las jugadas prometedoras (aquí las que ganan, luego los bloqueos, luego del centro hacia fuera). La profundización iterativa busca 1 media jugada, luego 2, ... hasta la profundidad: cada búsqueda poco profunda es barata, indica a la siguiente qué jugada probar primero y deja una jugada lista cuando se acaba el tiempo.&lt;/p&gt;&lt;p&gt;Conecta 4, con {side} al turno, buscado a {depth} medias jugadas por profundización iterativa (posiciones sobre todas las iteraciones):&lt;/p&gt;</translation>
    </message>
    <message>
      <source>search</source>
      <translation>búsqueda</translation>
    </message>
    <message>
      <source>&lt;p&gt;Positions in each iteration:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Posiciones en cada iteración:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>depth</source>
      <translation>profundidad</translation>
    </message>
    <message>
      <source>the same value</source>
      <translation>el mismo valor</translation>
    </message>
    <message>
      <source>values that differ</source>
      <translation>valores distintos</translation>
    </message>
    <message>
      <source>How many times fewer positions does the ordered search need than the first?</source>
      <translation>¿Cuántas veces menos posiciones necesita la búsqueda ordenada que la primera?</translation>
    </message>
    <message>
      <source>{first:,} against {ordered:,}: {ratio:.1f} times fewer, for the same depth and {same}.</source>
      <translation>{first:,} frente a {ordered:,}: {ratio:.1f} veces menos, con la misma profundidad y {same}.</translation>
    </message>
    <message>
      <source>no table</source>
      <translation>ninguna tabla</translation>
    </message>
    <message>
      <source>a transposition table</source>
      <translation>una tabla de transposición</translation>
    </message>
    <message>
      <source>a table that counts the board's eight symmetries as one</source>
      <translation>una tabla que cuenta las ocho simetrías del tablero como una</translation>
    </message>
    <message>
      <source>&lt;p&gt;Different move orders often reach the same position: X on a1 then O on b2 then X on c3 is the position of X on c3, O on b2, X on a1. A &lt;i&gt;transposition table&lt;/i&gt; stores each position searched, under a key computed from the position alone (a Zobrist hash in most programs), with its value, the depth searched and whether the value is exact or only a bound; meeting the position again costs one look-up.&lt;/p&gt;&lt;p&gt;Symmetry goes further: a position turned or mirrored has the same value, so a program can store it under one key for all eight images of a square board (Connect Four has two: the board and its mirror).&lt;/p&gt;&lt;p&gt;Tic-tac-toe from the empty board, {side} to move, searched to the end by alpha-beta with the same move ordering:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Órdenes de jugadas distintos llegan a menudo a la misma posición: X en a1, luego O en b2, luego X en c3 es la posición de X en c3, O en b2, X en a1. Una &lt;i&gt;tabla de transposición&lt;/i&gt; guarda cada posición buscada bajo una clave calculada solo a partir de la posición (un hash de Zobrist en la mayoría de los programas), con su valor, la profundidad buscada y si el valor es exacto o solo una cota; volver a encontrar la posición cuesta una consulta.&lt;/p&gt;&lt;p&gt;La simetría va más allá: una posición girada o reflejada tiene el mismo valor, así que un programa puede guardarla bajo una sola clave para las ocho imágenes de un tablero cuadrado (Conecta 4 tiene dos: el tablero y su reflejo).&lt;/p&gt;&lt;p&gt;Tres en raya desde el tablero vacío, con {side} al turno, buscado hasta el final por alfa-beta con la misma ordenación de jugadas:&lt;/p&gt;</translation>
    </message>
    <message>
      <source>search with</source>
      <translation>búsqueda con</translation>
    </message>
    <message>
      <source>value</source>
      <translation>valor</translation>
    </message>
    <message>
      <source>How many times fewer positions does the table with symmetry need than the table alone?</source>
      <translation>¿Cuántas veces menos posiciones necesita la tabla con simetría que la tabla sola?</translation>
    </message>
    <message>
      <source>{table:,} against {symmetry:,}: {ratio:.1f} times fewer (and {against_none:.0f} times fewer than no table), with the same value: a turned board is the same game.</source>
      <translation>{table:,} frente a {symmetry:,}: {ratio:.1f} veces menos (y {against_none:.0f} veces menos que sin tabla), con el mismo valor: un tablero girado es el mismo juego.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Monte Carlo tree search does not need an evaluation: it plays games to the end with random moves (playouts) and grows a tree where they went. Each playout starts at the root and goes down by UCT: at every node it takes the child with the highest &lt;i&gt;mean result + c·√(ln N / n)&lt;/i&gt;, where N counts the parent's visits, n the child's, and c = {c:.3f}. The first term favours moves that did well, the second moves tried seldom.&lt;/p&gt;&lt;p&gt;After {playouts} playouts from this position ({side} to move):&lt;/p&gt;</source>
      <translation>&lt;p&gt;La búsqueda de árbol Monte Carlo no necesita evaluación: juega partidas hasta el final con jugadas al azar (simulaciones) y hace crecer un árbol por donde fueron. Cada simulación empieza en la raíz y baja según UCT: en cada nodo toma el hijo con el mayor &lt;i&gt;resultado medio + c·√(ln N / n)&lt;/i&gt;, donde N cuenta las visitas del padre, n las del hijo, y c = {c:.3f}. El primer término favorece las jugadas que salieron bien; el segundo, las poco probadas.&lt;/p&gt;&lt;p&gt;Tras {playouts} simulaciones desde esta posición ({side} al turno):&lt;/p&gt;</translation>
    </message>
    <message>
      <source>visits</source>
      <translation>visitas</translation>
    </message>
    <message>
      <source>wins</source>
      <translation>victorias</translation>
    </message>
    <message>
      <source>Which of {side}'s moves will playout {playout} try first?</source>
      <translation>¿Qué jugada de {side} probará primero la simulación {playout}?</translation>
    </message>
    <message>
      <source>{best} has the highest UCT value, {value:.3f}: selection follows UCT, not the most visits.</source>
      <translation>{best} tiene el mayor valor UCT, {value:.3f}: la selección sigue UCT, no las más visitas.</translation>
    </message>
  </context>
  <context>
    <name>Levels</name>
    <message>
      <source>Beginner</source>
      <translation>Principiante</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Fácil</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Medio</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Difícil</translation>
    </message>
    <message>
      <source>Advanced</source>
      <translation>Avanzado</translation>
    </message>
    <message>
      <source>Strong</source>
      <translation>Fuerte</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Experto</translation>
    </message>
    <message>
      <source>random</source>
      <translation>al azar</translation>
    </message>
    <message>
      <source>perfect</source>
      <translation>perfecto</translation>
    </message>
    <message>
      <source>patterns</source>
      <translation>patrones</translation>
    </message>
    <message>
      <source>compiled</source>
      <translation>compilado</translation>
    </message>
    <message>
      <source>horizon</source>
      <translation>horizonte</translation>
    </message>
    <message>
      <source>depth {depth}</source>
      <translation>profundidad {depth}</translation>
    </message>
    <message>
      <source>{nodes} nodes</source>
      <translation>{nodes} nodos</translation>
    </message>
    <message>
      <source>{share} random moves</source>
      <translation>{share} de jugadas al azar</translation>
    </message>
    <message>
      <source>picks within {margin} of the best</source>
      <translation>elige a menos de {margin} de la mejor</translation>
    </message>
    <message>
      <source>{side}: {details}</source>
      <translation>{side}: {details}</translation>
    </message>
    <message>
      <source>{level} — about {rating}</source>
      <translation>{level} — unos {rating}</translation>
    </message>
  </context>
  <context>
    <name>LinesView</name>
    <message>
      <source>Best lines</source>
      <translation>Mejores variantes</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Game over: {}</source>
      <translation>Partida terminada: {}</translation>
    </message>
    <message>
      <source>{game} board</source>
      <translation>Tablero: {game}</translation>
    </message>
    <message>
      <source>playouts</source>
      <translation>simulaciones</translation>
    </message>
    <message>
      <source>nodes</source>
      <translation>nodos</translation>
    </message>
    <message>
      <source>Computer thinking… depth {}, {:,} {}</source>
      <translation>El ordenador está pensando… profundidad {}, {:,} {}</translation>
    </message>
  </context>
  <context>
    <name>MnkPlugin</name>
    <message>
      <source>Opening &amp;rule</source>
      <translation>&amp;Regla de apertura</translation>
    </message>
  </context>
  <context>
    <name>MoveAnnouncer</name>
    <message>
      <source>{player} to move.</source>
      <translation>Juegan {player}.</translation>
    </message>
    <message>
      <source>Game over: {outcome}.</source>
      <translation>Partida terminada: {outcome}.</translation>
    </message>
    <message>
      <source>Took back 1 move.</source>
      <translation>1 jugada deshecha.</translation>
    </message>
    <message>
      <source>Took back {count} moves.</source>
      <translation>{count} jugadas deshechas.</translation>
    </message>
    <message>
      <source>Replayed 1 move.</source>
      <translation>1 jugada rehecha.</translation>
    </message>
    <message>
      <source>Replayed {count} moves.</source>
      <translation>{count} jugadas rehechas.</translation>
    </message>
  </context>
  <context>
    <name>MoveNumbers</name>
    <message>
      <source>&amp;Off</source>
      <translation>&amp;Ninguno</translation>
    </message>
    <message>
      <source>&amp;Last {} moves</source>
      <translation>Las {} &amp;últimas jugadas</translation>
    </message>
    <message>
      <source>&amp;All moves</source>
      <translation>&amp;Todas las jugadas</translation>
    </message>
  </context>
  <context>
    <name>MoveTreeMenu</name>
    <message>
      <source>good move</source>
      <translation>buena jugada</translation>
    </message>
    <message>
      <source>mistake</source>
      <translation>error</translation>
    </message>
    <message>
      <source>brilliant move</source>
      <translation>jugada brillante</translation>
    </message>
    <message>
      <source>blunder</source>
      <translation>error grave</translation>
    </message>
    <message>
      <source>interesting move</source>
      <translation>jugada interesante</translation>
    </message>
    <message>
      <source>dubious move</source>
      <translation>jugada dudosa</translation>
    </message>
    <message>
      <source>equal position</source>
      <translation>posición igualada</translation>
    </message>
    <message>
      <source>unclear position</source>
      <translation>posición confusa</translation>
    </message>
    <message>
      <source>slight advantage for the first player</source>
      <translation>ligera ventaja para el primer jugador</translation>
    </message>
    <message>
      <source>slight advantage for the second player</source>
      <translation>ligera ventaja para el segundo jugador</translation>
    </message>
    <message>
      <source>clear advantage for the first player</source>
      <translation>clara ventaja para el primer jugador</translation>
    </message>
    <message>
      <source>clear advantage for the second player</source>
      <translation>clara ventaja para el segundo jugador</translation>
    </message>
    <message>
      <source>winning for the first player</source>
      <translation>ganadora para el primer jugador</translation>
    </message>
    <message>
      <source>winning for the second player</source>
      <translation>ganadora para el segundo jugador</translation>
    </message>
    <message>
      <source>&amp;Promote variation</source>
      <translation>&amp;Subir la variante</translation>
    </message>
    <message>
      <source>&amp;Demote variation</source>
      <translation>&amp;Bajar la variante</translation>
    </message>
    <message>
      <source>De&amp;lete from here</source>
      <translation>&amp;Borrar desde aquí</translation>
    </message>
    <message>
      <source>&amp;Edit comment…</source>
      <translation>&amp;Editar el comentario…</translation>
    </message>
    <message>
      <source>Add &amp;comment…</source>
      <translation>Añadir &amp;comentario…</translation>
    </message>
    <message>
      <source>Edit comment &amp;before this variation…</source>
      <translation>Editar el comentario antes de esta &amp;variante…</translation>
    </message>
    <message>
      <source>Add comment &amp;before this variation…</source>
      <translation>Añadir un comentario antes de esta &amp;variante…</translation>
    </message>
    <message>
      <source>&amp;Annotation</source>
      <translation>&amp;Anotación</translation>
    </message>
    <message>
      <source>Go to a position outside that line first.</source>
      <translation>Ve primero a una posición fuera de esa línea.</translation>
    </message>
    <message>
      <source>Comment</source>
      <translation>Comentario</translation>
    </message>
    <message>
      <source>Comment before this variation (empty: none):</source>
      <translation>Comentario antes de esta variante (vacío: ninguno):</translation>
    </message>
    <message>
      <source>Comment on this move (empty: none):</source>
      <translation>Comentario sobre esta jugada (vacío: ninguno):</translation>
    </message>
  </context>
  <context>
    <name>Moves</name>
    <message>
      <source>check</source>
      <translation>jaque</translation>
    </message>
    <message>
      <source>kingside castling</source>
      <translation>enroque corto</translation>
    </message>
    <message>
      <source>queenside castling</source>
      <translation>enroque largo</translation>
    </message>
    <message>
      <source>You claim a draw.</source>
      <translation>Reclamas tablas.</translation>
    </message>
    <message>
      <source>Computer claims a draw.</source>
      <translation>El ordenador reclama tablas.</translation>
    </message>
    <message>
      <source>You drop in column {column}.</source>
      <translation>Echas ficha en la columna {column}.</translation>
    </message>
    <message>
      <source>Computer drops in column {column}.</source>
      <translation>El ordenador echa ficha en la columna {column}.</translation>
    </message>
    <message>
      <source>{side} drops in column {column}.</source>
      <translation>{side}: columna {column}.</translation>
    </message>
    <message>
      <source>You move a hound from point {start} to point {to}.</source>
      <translation>Mueves un perro del punto {start} al punto {to}.</translation>
    </message>
    <message>
      <source>You move the hare from point {start} to point {to}.</source>
      <translation>Mueves la liebre del punto {start} al punto {to}.</translation>
    </message>
    <message>
      <source>Computer moves a hound from point {start} to point {to}.</source>
      <translation>El ordenador mueve un perro del punto {start} al punto {to}.</translation>
    </message>
    <message>
      <source>Computer moves the hare from point {start} to point {to}.</source>
      <translation>El ordenador mueve la liebre del punto {start} al punto {to}.</translation>
    </message>
    <message>
      <source>A hound moves from point {start} to point {to}.</source>
      <translation>Un perro va del punto {start} al punto {to}.</translation>
    </message>
    <message>
      <source>The hare moves from point {start} to point {to}.</source>
      <translation>La liebre va del punto {start} al punto {to}.</translation>
    </message>
    <message>
      <source>You play {move}.</source>
      <translation>Juegas {move}.</translation>
    </message>
    <message>
      <source>Computer plays {move}.</source>
      <translation>El ordenador juega {move}.</translation>
    </message>
    <message>
      <source>{side} claims a draw.</source>
      <translation>{side} reclaman tablas.</translation>
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
      <translation>Fase de movimiento: desliza una ficha una casilla</translation>
    </message>
    <message>
      <source>No legal move starts on that cell.</source>
      <translation>Ninguna jugada legal empieza en esa casilla.</translation>
    </message>
    <message>
      <source>No legal move here.</source>
      <translation>Aquí no hay ninguna jugada legal.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partida ha terminado.</translation>
    </message>
    <message>
      <source>There is no game to play.</source>
      <translation>No hay ninguna partida en juego.</translation>
    </message>
    <message>
      <source>{side} is in check</source>
      <translation>{side} están en jaque</translation>
    </message>
    <message>
      <source>{side} may claim a draw ({claim})</source>
      <translation>{side} pueden reclamar tablas ({claim})</translation>
    </message>
    <message>
      <source>this position has occurred {count} times</source>
      <translation>esta posición se ha dado {count} veces</translation>
    </message>
    <message>
      <source>{side} drops a marker ({count} left)</source>
      <translation>{side} colocan una ficha (quedan {count})</translation>
    </message>
    <message>
      <source>Ply {ply} of {limit}</source>
      <translation>Media jugada {ply} de {limit}</translation>
    </message>
    <message>
      <source>Hounds' vertical moves in a row: {count} of {limit}</source>
      <translation>Movimientos verticales seguidos de los perros: {count} de {limit}</translation>
    </message>
    <message>
      <source>Column {column} is full.</source>
      <translation>La columna {column} está llena.</translation>
    </message>
  </context>
  <context>
    <name>OpeningDriver</name>
    <message>
      <source>&amp;Free (no opening rule)</source>
      <translation>&amp;Libre (sin regla de apertura)</translation>
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
      <translation>&amp;RIF (dos propuestas para la 5.ª piedra)</translation>
    </message>
    <message>
      <source>Take &amp;Black</source>
      <translation>Tomar &amp;Negras</translation>
    </message>
    <message>
      <source>Take &amp;White</source>
      <translation>Tomar &amp;Blancas</translation>
    </message>
    <message>
      <source>Place two &amp;more</source>
      <translation>Poner dos &amp;más</translation>
    </message>
    <message>
      <source>The opening rule applies from the next new game: {0}.</source>
      <translation>La regla de apertura se aplica desde la próxima partida: {0}.</translation>
    </message>
    <message>
      <source>The game opened without its opening rule, which could not be read: {0}</source>
      <translation>La partida se abrió sin su regla de apertura, que no se pudo leer: {0}</translation>
    </message>
    <message>
      <source>The opening rule was left: {0}.</source>
      <translation>La regla de apertura ya no se aplica: {0}.</translation>
    </message>
    <message>
      <source>Wait: the computer chooses its colour.</source>
      <translation>Espera: el ordenador elige su color.</translation>
    </message>
    <message>
      <source>Choose a colour first, in the panel.</source>
      <translation>Elige primero un color, en el panel.</translation>
    </message>
    <message>
      <source>Wait: the computer places the opening stones.</source>
      <translation>Espera: el ordenador pone las piedras de apertura.</translation>
    </message>
    <message>
      <source>Wait: the computer proposes the 5th stone.</source>
      <translation>Espere: el ordenador propone la 5.ª piedra.</translation>
    </message>
    <message>
      <source>Wait: the computer picks the 5th stone.</source>
      <translation>Espere: el ordenador elige la 5.ª piedra.</translation>
    </message>
    <message>
      <source>Not there: {0}.</source>
      <translation>Ahí no: {0}.</translation>
    </message>
    <message>
      <source>The computer chooses its colour…</source>
      <translation>El ordenador elige su color…</translation>
    </message>
    <message>
      <source>The computer proposes two points for the 5th stone…</source>
      <translation>El ordenador propone dos puntos para la 5.ª piedra…</translation>
    </message>
    <message>
      <source>RIF: propose point {0} of 2 for Black's 5th stone.</source>
      <translation>RIF: proponga el punto {0} de 2 para la 5.ª piedra de las negras.</translation>
    </message>
    <message>
      <source>The computer picks one of the two proposals…</source>
      <translation>El ordenador elige una de las dos propuestas…</translation>
    </message>
    <message>
      <source>RIF: pick Black's 5th stone, {0} or {1} (on the board or here).</source>
      <translation>RIF: elija la 5.ª piedra de las negras, {0} o {1} (en el tablero o aquí).</translation>
    </message>
    <message>
      <source>Pick {0}</source>
      <translation>Elegir {0}</translation>
    </message>
    <message>
      <source>The computer places its stones…</source>
      <translation>El ordenador pone sus piedras…</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Negro</translation>
    </message>
    <message>
      <source>White</source>
      <translation>Blanco</translation>
    </message>
    <message>
      <source>{0}: place opening stone {1} ({2}).</source>
      <translation>{0}: pon la piedra de apertura {1} ({2}).</translation>
    </message>
    <message>
      <source>{0}: take Black, take White, or place two more stones.</source>
      <translation>{0}: toma Negras, toma Blancas o pon dos piedras más.</translation>
    </message>
    <message>
      <source>{0}: take Black or White.</source>
      <translation>{0}: toma Negras o Blancas.</translation>
    </message>
    <message>
      <source>The computer plays {0}.</source>
      <translation>El ordenador juega {0}.</translation>
    </message>
  </context>
  <context>
    <name>Openings</name>
    <message>
      <source>I place two more: the three stones are close to even ({score} for White)</source>
      <translation>Coloco dos más: las tres piedras están casi igualadas ({score} para Blancas)</translation>
    </message>
    <message>
      <source>I take White: Black's stones give White the better game, {score}</source>
      <translation>Tomo Blancas: las piedras de Negras dan a Blancas la mejor partida, {score}</translation>
    </message>
    <message>
      <source>I take Black: Black's stones are worth more, {score} for White</source>
      <translation>Tomo Negras: las piedras de Negras valen más, {score} para Blancas</translation>
    </message>
    <message>
      <source>the opening is settled</source>
      <translation>la apertura está decidida</translation>
    </message>
    <message>
      <source>a colour must be chosen first</source>
      <translation>primero hay que elegir un color</translation>
    </message>
    <message>
      <source>Black proposes two points for the 5th stone first</source>
      <translation>las negras proponen primero dos puntos para la 5.ª piedra</translation>
    </message>
    <message>
      <source>the 5th stone must be one of Black's two proposals</source>
      <translation>la 5.ª piedra debe ser una de las dos propuestas de las negras</translation>
    </message>
    <message>
      <source>that point is already taken</source>
      <translation>ese punto ya está ocupado</translation>
    </message>
    <message>
      <source>that point is proposed already</source>
      <translation>ese punto ya está propuesto</translation>
    </message>
    <message>
      <source>no proposal for the 5th stone is due now</source>
      <translation>ahora no toca proponer la 5.ª piedra</translation>
    </message>
    <message>
      <source>there are no two proposals to pick from now</source>
      <translation>ahora no hay dos propuestas entre las que elegir</translation>
    </message>
    <message>
      <source>no colour choice is pending</source>
      <translation>no hay ninguna elección de color pendiente</translation>
    </message>
    <message>
      <source>the 1st stone goes on the centre point</source>
      <translation>la 1.ª piedra va en el punto central</translation>
    </message>
    <message>
      <source>the 2nd stone goes next to the centre point (the central 3x3 square)</source>
      <translation>la 2.ª piedra va junto al punto central (el cuadrado central de 3x3)</translation>
    </message>
    <message>
      <source>the 3rd stone goes within the central 5x5 square</source>
      <translation>la 3.ª piedra va dentro del cuadrado central de 5x5</translation>
    </message>
    <message>
      <source>the two proposals are the same move mirrored or turned on this position: they must differ in all respects</source>
      <translation>las dos propuestas son la misma jugada reflejada o girada en esta posición: deben diferir en todo</translation>
    </message>
    <message>
      <source>I propose {first} and {second} for the 5th stone: my two best points that differ ({first_score} and {second_score} for White)</source>
      <translation>Propongo {first} y {second} para la 5.ª piedra: mis dos mejores puntos distintos ({first_score} y {second_score} para Blancas)</translation>
    </message>
    <message>
      <source>I pick {best} for Black's 5th stone: it leaves White {best_score}, {other} would leave {other_score}</source>
      <translation>Elijo {best} como 5.ª piedra de las negras: deja a Blancas {best_score}, {other} dejaría {other_score}</translation>
    </message>
  </context>
  <context>
    <name>OptionsReader</name>
    <message>
      <source>Could not read the options of {engine}: {error}.</source>
      <translation>No se pudieron leer las opciones de {engine}: {error}.</translation>
    </message>
  </context>
  <context>
    <name>Outcomes</name>
    <message>
      <source>board full</source>
      <translation>tablero lleno</translation>
    </message>
    <message>
      <source>four in a row</source>
      <translation>cuatro en raya</translation>
    </message>
    <message>
      <source>four in a row or a square</source>
      <translation>cuatro en raya o un cuadrado</translation>
    </message>
    <message>
      <source>the same position three times</source>
      <translation>tres veces la misma posición</translation>
    </message>
    <message>
      <source>checkmate</source>
      <translation>jaque mate</translation>
    </message>
    <message>
      <source>stalemate</source>
      <translation>ahogado</translation>
    </message>
    <message>
      <source>insufficient material</source>
      <translation>material insuficiente</translation>
    </message>
    <message>
      <source>seventy-five-move rule</source>
      <translation>regla de las 75 jugadas</translation>
    </message>
    <message>
      <source>fivefold repetition</source>
      <translation>quíntuple repetición</translation>
    </message>
    <message>
      <source>threefold repetition</source>
      <translation>triple repetición</translation>
    </message>
    <message>
      <source>fifty-move rule</source>
      <translation>regla de las 50 jugadas</translation>
    </message>
    <message>
      <source>on time</source>
      <translation>por tiempo</translation>
    </message>
    <message>
      <source>time out, but the opponent cannot mate</source>
      <translation>tiempo agotado, pero el rival no puede dar mate</translation>
    </message>
    <message>
      <source>the hare slipped past the hounds</source>
      <translation>la liebre se ha escapado de los perros</translation>
    </message>
    <message>
      <source>the hare reached the left tip</source>
      <translation>la liebre ha llegado a la punta izquierda</translation>
    </message>
    <message>
      <source>the hare is trapped</source>
      <translation>la liebre está atrapada</translation>
    </message>
    <message>
      <source>the hounds cannot move</source>
      <translation>los perros no pueden moverse</translation>
    </message>
    <message>
      <source>move limit</source>
      <translation>límite de jugadas</translation>
    </message>
    <message>
      <source>stopped</source>
      <translation>detenida</translation>
    </message>
    <message>
      <source>{side} wins ({reason})</source>
      <translation>Ganan {side} ({reason})</translation>
    </message>
    <message>
      <source>Draw ({reason})</source>
      <translation>Tablas ({reason})</translation>
    </message>
    <message>
      <source>{k} in a row</source>
      <translation>{k} en raya</translation>
    </message>
    <message>
      <source>the hounds stalled: {count} vertical moves in a row</source>
      <translation>los perros se han estancado: {count} movimientos verticales seguidos</translation>
    </message>
    <message>
      <source>{count} plies without a trap</source>
      <translation>{count} medias jugadas sin atrapar a la liebre</translation>
    </message>
  </context>
  <context>
    <name>Palette</name>
    <message>
      <source>&amp;Light</source>
      <translation>&amp;Claro</translation>
    </message>
    <message>
      <source>&amp;Dark</source>
      <translation>&amp;Oscuro</translation>
    </message>
    <message>
      <source>&amp;High contrast</source>
      <translation>&amp;Alto contraste</translation>
    </message>
  </context>
  <context>
    <name>PieceSet</name>
    <message>
      <source>&amp;Classic</source>
      <translation>&amp;Clásico</translation>
    </message>
    <message>
      <source>&amp;Silhouettes</source>
      <translation>&amp;Siluetas</translation>
    </message>
    <message>
      <source>&amp;Letters</source>
      <translation>&amp;Letras</translation>
    </message>
  </context>
  <context>
    <name>PieceSetMenu</name>
    <message>
      <source>P&amp;iece set</source>
      <translation>&amp;Juego de piezas</translation>
    </message>
  </context>
  <context>
    <name>Pieces</name>
    <message>
      <source>Pawn</source>
      <translation>Peón</translation>
    </message>
    <message>
      <source>Knight</source>
      <translation>Caballo</translation>
    </message>
    <message>
      <source>Bishop</source>
      <translation>Alfil</translation>
    </message>
    <message>
      <source>Rook</source>
      <translation>Torre</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Dama</translation>
    </message>
    <message>
      <source>King</source>
      <translation>Rey</translation>
    </message>
    <message>
      <source>Stone</source>
      <translation>Piedra</translation>
    </message>
    <message>
      <source>Hound</source>
      <translation>Perro</translation>
    </message>
    <message>
      <source>Hare</source>
      <translation>Liebre</translation>
    </message>
    <message>
      <source>white</source>
      <translation>blanco</translation>
    </message>
    <message>
      <source>black</source>
      <translation>negro</translation>
    </message>
    <message>
      <source>red</source>
      <translation>roja</translation>
    </message>
    <message>
      <source>yellow</source>
      <translation>amarilla</translation>
    </message>
    <message>
      <source>pawn</source>
      <translation>peón</translation>
    </message>
    <message>
      <source>knight</source>
      <translation>caballo</translation>
    </message>
    <message>
      <source>bishop</source>
      <translation>alfil</translation>
    </message>
    <message>
      <source>rook</source>
      <translation>torre</translation>
    </message>
    <message>
      <source>queen</source>
      <translation>dama</translation>
    </message>
    <message>
      <source>king</source>
      <translation>rey</translation>
    </message>
    <message>
      <source>stone</source>
      <translation>piedra</translation>
    </message>
    <message>
      <source>piece</source>
      <translation>ficha</translation>
    </message>
    <message>
      <source>disc</source>
      <translation>ficha</translation>
    </message>
  </context>
  <context>
    <name>Positions</name>
    <message>
      <source>at the start</source>
      <translation>al inicio</translation>
    </message>
    <message>
      <source>after {count} moves</source>
      <translation>tras {count} jugadas</translation>
    </message>
    <message>
      <source>after {moves}</source>
      <translation>tras {moves}</translation>
    </message>
  </context>
  <context>
    <name>PromotionChooser</name>
    <message>
      <source>Promote to {}</source>
      <translation>Coronar: {}</translation>
    </message>
  </context>
  <context>
    <name>PuzzleLauncher</name>
    <message>
      <source>&amp;Puzzles…</source>
      <translation>&amp;Problemas…</translation>
    </message>
    <message>
      <source>Solve positions of this game that the solvers checked</source>
      <translation>Resolver posiciones de este juego comprobadas por los solucionadores</translation>
    </message>
    <message>
      <source>Retry &amp;mistakes</source>
      <translation>Repetir mis &amp;errores</translation>
    </message>
    <message>
      <source>Play again from the positions before your reviewed mistakes</source>
      <translation>Volver a jugar desde las posiciones anteriores a tus errores analizados</translation>
    </message>
    <message>
      <source>The threat search found no move of yours that missed a win by fours or let the opponent have one.</source>
      <translation>La búsqueda de amenazas no encontró ninguna jugada tuya que dejara escapar una victoria por cuatros o se la concediera al rival.</translation>
    </message>
    <message>
      <source>The review found no mistake of yours.</source>
      <translation>El análisis no encontró ningún error tuyo.</translation>
    </message>
    <message>
      <source>Retry mistakes</source>
      <translation>Repetir mis errores</translation>
    </message>
    <message>
      <source>Puzzles</source>
      <translation>Problemas</translation>
    </message>
  </context>
  <context>
    <name>PuzzleStatistics</name>
    <message>
      <source>Puzzles</source>
      <translation>Problemas</translation>
    </message>
    <message>
      <source>Rating</source>
      <translation>Valoración</translation>
    </message>
    <message>
      <source>Streak</source>
      <translation>Racha</translation>
    </message>
    <message>
      <source>Solved</source>
      <translation>Resueltos</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>Fallados</translation>
    </message>
    <message>
      <source>Latest</source>
      <translation>Últimos</translation>
    </message>
    <message>
      <source>Puzzle history</source>
      <translation>Historial de problemas</translation>
    </message>
    <message>
      <source>No puzzles tried yet (Game &gt; Puzzles…).</source>
      <translation>Todavía no has intentado ningún problema (Partida &gt; Problemas…).</translation>
    </message>
    <message>
      <source>Solved and failed count the latest {0} puzzles of each game.</source>
      <translation>Resueltos y Fallados cuentan los últimos {0} problemas de cada juego.</translation>
    </message>
  </context>
  <context>
    <name>PuzzleWindow</name>
    <message>
      <source>Your mistakes · {0}</source>
      <translation>Tus errores · {0}</translation>
    </message>
    <message>
      <source>Puzzles · {0}</source>
      <translation>Problemas · {0}</translation>
    </message>
    <message>
      <source>Puzzle board</source>
      <translation>Tablero del problema</translation>
    </message>
    <message>
      <source>&amp;Retry</source>
      <translation>&amp;Reintentar</translation>
    </message>
    <message>
      <source>&amp;Show solution</source>
      <translation>&amp;Ver la solución</translation>
    </message>
    <message>
      <source>&amp;Next</source>
      <translation>&amp;Siguiente</translation>
    </message>
    <message>
      <source>Puzzle history</source>
      <translation>Historial de problemas</translation>
    </message>
    <message>
      <source>Latest results:</source>
      <translation>Últimos resultados:</translation>
    </message>
    <message>
      <source>That was the last one: from the first again.</source>
      <translation>Era el último: otra vez desde el primero.</translation>
    </message>
    <message>
      <source>&lt;b&gt;{0} to move: {1}&lt;/b&gt;</source>
      <translation>&lt;b&gt;Juegan {0}: {1}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>&lt;b&gt;{0} to move: {1}&lt;/b&gt;&lt;br&gt;Puzzle rated {2}</source>
      <translation>&lt;b&gt;Juegan {0}: {1}&lt;/b&gt;&lt;br&gt;Problema con valoración {2}</translation>
    </message>
    <message>
      <source>Mistake {0} of {1}: find a better move.</source>
      <translation>Error {0} de {1}: encuentra una jugada mejor.</translation>
    </message>
    <message>
      <source>Your move.</source>
      <translation>Te toca jugar.</translation>
    </message>
    <message>
      <source>The puzzle is over: Retry or Next.</source>
      <translation>El problema ha terminado: Reintentar o Siguiente.</translation>
    </message>
    <message>
      <source>Checking your move…</source>
      <translation>Comprobando tu jugada…</translation>
    </message>
    <message>
      <source>The move could not be checked: {0}</source>
      <translation>No se pudo comprobar la jugada: {0}</translation>
    </message>
    <message>
      <source>Reply: {0}. Your move.</source>
      <translation>Respuesta: {0}. Te toca jugar.</translation>
    </message>
    <message>
      <source>Solved!</source>
      <translation>¡Resuelto!</translation>
    </message>
    <message>
      <source>Retry, or see the solution.</source>
      <translation>Vuelve a intentarlo o mira la solución.</translation>
    </message>
    <message>
      <source>Solution: {0}</source>
      <translation>Solución: {0}</translation>
    </message>
    <message>
      <source>Also right: {0} and {1} more</source>
      <translation>También correctas: {0} y {1} más</translation>
    </message>
    <message>
      <source>Also right: {0}</source>
      <translation>También correcto: {0}</translation>
    </message>
    <message>
      <source>Your rating: {0} · streak {1} · solved {2} of {3}</source>
      <translation>Tu valoración: {0} · racha {1} · {2} resueltos de {3}</translation>
    </message>
  </context>
  <context>
    <name>Puzzles</name>
    <message>
      <source>draw</source>
      <translation>tablas</translation>
    </message>
    <message>
      <source>win material</source>
      <translation>ganar material</translation>
    </message>
    <message>
      <source>this only draws</source>
      <translation>esto solo empata</translation>
    </message>
    <message>
      <source>right: it wins</source>
      <translation>correcto: gana</translation>
    </message>
    <message>
      <source>right: it holds the draw</source>
      <translation>correcto: mantiene las tablas</translation>
    </message>
    <message>
      <source>right: five in a row</source>
      <translation>correcto: cinco en raya</translation>
    </message>
    <message>
      <source>right: checkmate</source>
      <translation>correcto: jaque mate</translation>
    </message>
    <message>
      <source>right: it wins material</source>
      <translation>correcto: gana material</translation>
    </message>
    <message>
      <source>this four does not lead to a win by fours</source>
      <translation>este cuatro no lleva a una victoria con cuatros</translation>
    </message>
    <message>
      <source>find a better move</source>
      <translation>encontrar una jugada mejor</translation>
    </message>
    <message>
      <source>stop the win by fours</source>
      <translation>impedir la victoria con cuatros</translation>
    </message>
    <message>
      <source>stop the threat</source>
      <translation>parar la amenaza</translation>
    </message>
    <message>
      <source>right: a double four wins</source>
      <translation>correcto: un doble cuatro gana</translation>
    </message>
    <message>
      <source>win in {count}</source>
      <translation>gana en {count}</translation>
    </message>
    <message>
      <source>win by fours in {count}</source>
      <translation>gana con cuatros en {count}</translation>
    </message>
    <message>
      <source>mate in {count}</source>
      <translation>mate en {count}</translation>
    </message>
    <message>
      <source>win by threes in {count}</source>
      <translation>gana con treses en {count}</translation>
    </message>
    <message>
      <source>right: {side} cannot meet the threats</source>
      <translation>correcto: {side} no puede parar las amenazas</translation>
    </message>
    <message>
      <source>this is neither a four nor an open three: {side} is free to answer</source>
      <translation>esto no es ni un cuatro ni un tres abierto: {side} puede responder libremente</translation>
    </message>
    <message>
      <source>{side} can meet this threat: no win by threats follows</source>
      <translation>{side} puede parar esta amenaza: no sigue ninguna victoria con amenazas</translation>
    </message>
    <message>
      <source>{side} answers at {cell} and no win by threats follows</source>
      <translation>{side} responde en {cell} y no sigue ninguna victoria con amenazas</translation>
    </message>
    <message>
      <source>right: {side} has no win by fours or threes left</source>
      <translation>correcto: a {side} ya no le queda victoria con cuatros ni con treses</translation>
    </message>
    <message>
      <source>{side} still wins by fours: {line}</source>
      <translation>{side} sigue ganando con cuatros: {line}</translation>
    </message>
    <message>
      <source>{side} still wins by threes: {line}</source>
      <translation>{side} sigue ganando con treses: {line}</translation>
    </message>
    <message>
      <source>this lets {side} win in 1 move</source>
      <translation>esto deja ganar a {side} en 1 jugada</translation>
    </message>
    <message>
      <source>this lets {side} win in {count} moves</source>
      <translation>esto deja ganar a {side} en {count} jugadas</translation>
    </message>
    <message>
      <source>right: it wins in 1 move</source>
      <translation>correcto: gana en 1 jugada</translation>
    </message>
    <message>
      <source>right: it wins in 1 move, though more slowly than the best</source>
      <translation>correcto: gana en 1 jugada, aunque más despacio que la mejor</translation>
    </message>
    <message>
      <source>right: it wins in {count} moves</source>
      <translation>correcto: gana en {count} jugadas</translation>
    </message>
    <message>
      <source>right: it wins in {count} moves, though more slowly than the best</source>
      <translation>correcto: gana en {count} jugadas, aunque más despacio que la mejor</translation>
    </message>
    <message>
      <source>this lets {side} make five</source>
      <translation>esto deja a {side} hacer cinco</translation>
    </message>
    <message>
      <source>this is not a four: {side} is free to answer anywhere</source>
      <translation>esto no es un cuatro: {side} puede responder donde quiera</translation>
    </message>
    <message>
      <source>right: {side} must block at {cell}</source>
      <translation>correcto: {side} debe bloquear en {cell}</translation>
    </message>
    <message>
      <source>right: it mates in {count}</source>
      <translation>correcto: da mate en {count}</translation>
    </message>
    <message>
      <source>this lets the opponent mate in {count}</source>
      <translation>esto deja al rival dar mate en {count}</translation>
    </message>
    <message>
      <source>this does not mate in {count}</source>
      <translation>esto no da mate en {count}</translation>
    </message>
    <message>
      <source>right: {move} is the review's best move</source>
      <translation>correcto: {move} es la mejor jugada de la revisión</translation>
    </message>
    <message>
      <source>this loses {amount} pawns against {best}</source>
      <translation>esto pierde {amount} peones frente a {best}</translation>
    </message>
    <message>
      <source>right: within {amount} pawns of {best}</source>
      <translation>correcto: a {amount} peones o menos de {best}</translation>
    </message>
    <message>
      <source>right: as good as {best}</source>
      <translation>correcto: tan buena como {best}</translation>
    </message>
    <message>
      <source>this lets {side} make five at {cell}</source>
      <translation>esto deja a {side} hacer cinco en {cell}</translation>
    </message>
    <message>
      <source>right: {side} has no win by fours now</source>
      <translation>correcto: {side} ya no tiene victoria con cuatros</translation>
    </message>
    <message>
      <source>this lets {side} win by fours: {line}</source>
      <translation>esto deja ganar a {side} con cuatros: {line}</translation>
    </message>
    <message>
      <source>right: after {side} blocks at {cell}, {side} has no win by fours</source>
      <translation>correcto: después de que {side} bloquee en {cell}, {side} no tiene victoria con cuatros</translation>
    </message>
    <message>
      <source>this four only delays: {side} blocks at {cell} and still wins by fours: {line}</source>
      <translation>este cuatro solo retrasa: {side} bloquea en {cell} y aun así gana con cuatros: {line}</translation>
    </message>
    <message>
      <source>{cells} (1 move)</source>
      <translation>{cells} (1 jugada)</translation>
    </message>
    <message>
      <source>{cells} ({count} moves)</source>
      <translation>{cells} ({count} jugadas)</translation>
    </message>
    <message>
      <source>this leaves the position about even ({score})</source>
      <translation>esto deja la posición más o menos igualada ({score})</translation>
    </message>
  </context>
  <context>
    <name>ReviewWorker</name>
    <message>
      <source>The review could not be completed: {}</source>
      <translation>No se pudo completar la revisión: {}</translation>
    </message>
  </context>
  <context>
    <name>Rules</name>
    <message>
      <source>When the board fills up without such a row, the game is a draw.</source>
      <translation>Si el tablero se llena sin una línea así, la partida termina en tablas.</translation>
    </message>
    <message>
      <source>With perfect play by both sides it is always a draw.</source>
      <translation>Con juego perfecto por ambos lados, siempre son tablas.</translation>
    </message>
    <message>
      <source>The disc falls to the lowest free cell of that column, and a full column cannot be chosen.</source>
      <translation>La ficha cae a la casilla libre más baja de esa columna; no se puede elegir una columna llena.</translation>
    </message>
    <message>
      <source>The first to line up four of their discs across, up and down, or diagonally wins.</source>
      <translation>Gana quien primero alinee cuatro de sus fichas en horizontal, vertical o diagonal.</translation>
    </message>
    <message>
      <source>When the board fills up without four in a row, the game is a draw.</source>
      <translation>Si el tablero se llena sin cuatro en raya, la partida termina en tablas.</translation>
    </message>
    <message>
      <source>With perfect play the first player wins by starting in the centre column.</source>
      <translation>Con juego perfecto, el primer jugador gana empezando en la columna central.</translation>
    </message>
    <message>
      <source>Three hounds hunt one hare on a board of eleven points joined by lines: the top row 1-2-3, the middle row 4-5-6-7-8 (4 is the left tip, 6 the centre, 8 the right tip) and the bottom row 9-10-11.</source>
      <translation>Tres perros persiguen a una liebre en un tablero de once puntos unidos por líneas: la fila de arriba 1-2-3, la fila del medio 4-5-6-7-8 (4 es la punta izquierda, 6 el centro, 8 la punta derecha) y la fila de abajo 9-10-11.</translation>
    </message>
    <message>
      <source>From the left, the columns are 4 | 1, 5, 9 | 2, 6, 10 | 3, 7, 11 | 8.</source>
      <translation>De izquierda a derecha, las columnas son 4 | 1, 5, 9 | 2, 6, 10 | 3, 7, 11 | 8.</translation>
    </message>
    <message>
      <source>A move takes one piece one step along a line to an empty point: the hare may step in any direction, a hound never to a point in a column further left.</source>
      <translation>Un movimiento lleva una pieza un paso a lo largo de una línea hasta un punto vacío: la liebre puede ir en cualquier dirección, un perro nunca a un punto de una columna más a la izquierda.</translation>
    </message>
    <message>
      <source>The hounds start on 1, 4 and 9, the hare on 8.</source>
      <translation>Los perros empiezan en 1, 4 y 9, la liebre en 8.</translation>
    </message>
    <message>
      <source>The hounds start on 1, 4 and 9, the hare on 6 (the centre).</source>
      <translation>Los perros empiezan en 1, 4 y 9, la liebre en 6 (el centro).</translation>
    </message>
    <message>
      <source>The hounds move first.</source>
      <translation>Los perros mueven primero.</translation>
    </message>
    <message>
      <source>The hare moves first.</source>
      <translation>La liebre mueve primero.</translation>
    </message>
    <message>
      <source>The hounds win when the hare cannot move.</source>
      <translation>Los perros ganan cuando la liebre no puede moverse.</translation>
    </message>
    <message>
      <source>The hare wins when no hound stands in a column left of the hare's column (it has slipped past them; a hare on point 4 has always won), or when the hounds make 10 vertical moves in a row (they are stalling; the hare's moves in between do not break the count).</source>
      <translation>La liebre gana cuando ningún perro está en una columna a la izquierda de la suya (se les ha escapado; una liebre en el punto 4 siempre ha ganado), o cuando los perros hacen 10 movimientos verticales seguidos (están ganando tiempo; los movimientos de la liebre entre medias no interrumpen la cuenta).</translation>
    </message>
    <message>
      <source>The hare wins when it reaches point 4, the left tip, or when the hounds make 10 vertical moves in a row (they are stalling; the hare's moves in between do not break the count).</source>
      <translation>La liebre gana cuando llega al punto 4, la punta izquierda, o cuando los perros hacen 10 movimientos verticales seguidos (están ganando tiempo; los movimientos de la liebre entre medias no interrumpen la cuenta).</translation>
    </message>
    <message>
      <source>The hare wins when no hound stands in a column left of the hare's column (it has slipped past them; a hare on point 4 has always won), or when 40 plies have been played without a trap.</source>
      <translation>La liebre gana cuando ningún perro está en una columna a la izquierda de la suya (se les ha escapado; una liebre en el punto 4 siempre ha ganado), o cuando se han jugado 40 medias jugadas sin atraparla.</translation>
    </message>
    <message>
      <source>The hare wins when it reaches point 4, the left tip, or when 40 plies have been played without a trap.</source>
      <translation>La liebre gana cuando llega al punto 4, la punta izquierda, o cuando se han jugado 40 medias jugadas sin atraparla.</translation>
    </message>
    <message>
      <source>A trap on the hounds' last allowed move still wins for them.</source>
      <translation>Una trampa en el último movimiento permitido de los perros todavía les da la victoria.</translation>
    </message>
    <message>
      <source>Hounds that have no move left (they can never step back) lose.</source>
      <translation>Los perros que ya no tienen movimiento (nunca pueden retroceder) pierden.</translation>
    </message>
    <message>
      <source>Teeko is played on a 5 by 5 board; Black moves first.</source>
      <translation>El Teeko se juega en un tablero de 5 por 5; empiezan las negras.</translation>
    </message>
    <message>
      <source>Each player in turn drops one of their four markers on an empty cell.</source>
      <translation>Por turnos, cada jugador coloca una de sus cuatro fichas en una casilla vacía.</translation>
    </message>
    <message>
      <source>When all eight markers are on the board, each turn moves one of your markers one step, across, up, down or diagonally, to an empty neighbouring cell.</source>
      <translation>Cuando las ocho fichas están en el tablero, cada turno mueve una de tus fichas un paso, en horizontal, vertical o diagonal, a una casilla vecina vacía.</translation>
    </message>
    <message>
      <source>You win with four markers in a row (across, up and down, or diagonally) or on the four cells of a 2 by 2 square.</source>
      <translation>Se gana con cuatro fichas en línea (horizontal, vertical o diagonal) o en las cuatro casillas de un cuadrado de 2 por 2.</translation>
    </message>
    <message>
      <source>When the same position (the same markers on the same cells, the same side to move) occurs for the third time, the game is a draw.</source>
      <translation>Cuando la misma posición (las mismas fichas en las mismas casillas, el mismo bando al turno) se da por tercera vez, la partida termina en tablas.</translation>
    </message>
    <message>
      <source>With perfect play by both sides Teeko is a draw.</source>
      <translation>Con juego perfecto por ambos lados, el Teeko termina en tablas.</translation>
    </message>
    <message>
      <source>In this variant Black's first marker may not go on the centre cell, c3.</source>
      <translation>En esta variante, la primera ficha de las negras no puede ir a la casilla central, c3.</translation>
    </message>
    <message>
      <source>The first to get five stones in an unbroken row (across, up and down, or diagonally) wins.</source>
      <translation>Gana quien primero consiga cinco piedras seguidas en línea (horizontal, vertical o diagonal).</translation>
    </message>
    <message>
      <source>In free-style gomoku a row of six or more also wins.</source>
      <translation>En el gomoku libre también gana una línea de seis o más.</translation>
    </message>
    <message>
      <source>In standard gomoku only exactly five in a row wins: an overline of six or more does not.</source>
      <translation>En el gomoku estándar solo gana exactamente cinco en línea: una línea de seis o más, no.</translation>
    </message>
    <message>
      <source>Renju: Black wins only with exactly five in a row, White with five or more.</source>
      <translation>Renju: las negras solo ganan con exactamente cinco en línea, las blancas con cinco o más.</translation>
    </message>
    <message>
      <source>Black may not play a forbidden point: one that makes two open threes at once (double-three), two fours at once (double-four, also two in one line) or six or more in a row (overline).</source>
      <translation>Las negras no pueden jugar un punto prohibido: uno que forme a la vez dos tres abiertos (doble tres), dos cuatros (doble cuatro, también dos en una línea) o seis o más en línea (línea larga).</translation>
    </message>
    <message>
      <source>A three counts only if it can become an open four by a move that is not itself forbidden.</source>
      <translation>Un tres solo cuenta si puede convertirse en un cuatro abierto con una jugada que no esté prohibida.</translation>
    </message>
    <message>
      <source>A move that makes exactly five wins even if it also makes a forbidden shape.</source>
      <translation>Una jugada que forma exactamente cinco gana aunque forme también una figura prohibida.</translation>
    </message>
    <message>
      <source>Chess is played on an 8 by 8 board; White moves first.</source>
      <translation>El ajedrez se juega en un tablero de 8 por 8; empiezan las blancas.</translation>
    </message>
    <message>
      <source>Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns.</source>
      <translation>Cada bando tiene un rey, una dama, dos torres, dos alfiles, dos caballos y ocho peones.</translation>
    </message>
    <message>
      <source>You win by checkmating the opposing king: attacking it so that no move saves it.</source>
      <translation>Se gana dando jaque mate al rey rival: atacándolo de modo que ninguna jugada lo salve.</translation>
    </message>
    <message>
      <source>Castling, en passant and promotion are played as in the FIDE Laws of Chess.</source>
      <translation>El enroque, la captura al paso y la coronación se juegan como en las Leyes del Ajedrez de la FIDE.</translation>
    </message>
    <message>
      <source>The game is drawn by stalemate, by insufficient material to mate, after 75 moves by each side without a capture or pawn move, or when the same position occurs five times.</source>
      <translation>La partida es tablas por ahogado, por material insuficiente para dar mate, tras 75 jugadas de cada bando sin captura ni movimiento de peón, o cuando la misma posición se da cinco veces.</translation>
    </message>
    <message>
      <source>The side to move may claim a draw when the position has occurred three times or after 50 moves by each side without a capture or pawn move.</source>
      <translation>El bando al turno puede reclamar tablas cuando la posición se ha dado tres veces o tras 50 jugadas de cada bando sin captura ni movimiento de peón.</translation>
    </message>
    <message>
      <source>Two players take turns placing a stone on an empty cell of a {width} by {height} board; X moves first.</source>
      <translation>Dos jugadores colocan por turnos una piedra en una casilla vacía de un tablero de {width} por {height}; empieza X.</translation>
    </message>
    <message>
      <source>Two players take turns placing a stone on an empty intersection of a {width} by {height} board; Black moves first.</source>
      <translation>Dos jugadores colocan por turnos una piedra en una intersección vacía de un tablero de {width} por {height}; empiezan las negras.</translation>
    </message>
    <message>
      <source>The first to get {k} of their stones in an unbroken row (across, up and down, or diagonally) wins.</source>
      <translation>Gana quien primero consiga {k} de sus piedras seguidas en línea (horizontal, vertical o diagonal).</translation>
    </message>
    <message>
      <source>Two players take turns dropping a disc into one of the {columns} columns of an upright board {rows} rows high; Red moves first.</source>
      <translation>Dos jugadores dejan caer por turnos una ficha en una de las {columns} columnas de un tablero vertical de {rows} filas; empieza Rojo.</translation>
    </message>
    <message>
      <source>With perfect play the hounds win, in {plies} plies.</source>
      <translation>Con juego perfecto ganan los perros, en {plies} medias jugadas.</translation>
    </message>
  </context>
  <context>
    <name>SearchDesk</name>
    <message>
      <source>Preparing the solver…{}</source>
      <translation>Preparando el solucionador…{}</translation>
    </message>
    <message>
      <source>The solver could not be prepared: {}</source>
      <translation>No se pudo preparar el solucionador: {}</translation>
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
      <translation>Alfa-beta</translation>
    </message>
    <message>
      <source>Alpha-beta + move ordering</source>
      <translation>Alfa-beta + ordenación de jugadas</translation>
    </message>
    <message>
      <source>Alpha-beta + ordering + table</source>
      <translation>Alfa-beta + ordenación + tabla</translation>
    </message>
    <message>
      <source>Monte Carlo tree search</source>
      <translation>Búsqueda de árbol Monte Carlo</translation>
    </message>
    <message>
      <source>Search tree</source>
      <translation>Árbol de búsqueda</translation>
    </message>
    <message>
      <source>{game} after {moves}: {side} to move</source>
      <translation>{game} tras {moves}: juegan {side}</translation>
    </message>
    <message>
      <source>{game} at the start: {side} to move</source>
      <translation>{game} al inicio: juegan {side}</translation>
    </message>
    <message>
      <source>depth </source>
      <translation>profundidad </translation>
    </message>
    <message>
      <source> playouts</source>
      <translation> simulaciones</translation>
    </message>
    <message>
      <source>&amp;Search</source>
      <translation>&amp;Buscar</translation>
    </message>
    <message>
      <source>Iterative deepening searches 1, 2, ... plies: pick one</source>
      <translation>La profundización iterativa busca a 1, 2, … medias jugadas: elige una</translation>
    </message>
    <message>
      <source>Show:</source>
      <translation>Mostrar:</translation>
    </message>
    <message>
      <source>&amp;Tree</source>
      <translation>Á&amp;rbol</translation>
    </message>
    <message>
      <source>&amp;Diagram</source>
      <translation>&amp;Diagrama</translation>
    </message>
    <message>
      <source>◀ &amp;Back</source>
      <translation>◀ &amp;Atrás</translation>
    </message>
    <message>
      <source>&amp;Next ▶</source>
      <translation>&amp;Siguiente ▶</translation>
    </message>
    <message>
      <source>&amp;Play</source>
      <translation>&amp;Reproducir</translation>
    </message>
    <message>
      <source>&amp;Finished tree</source>
      <translation>Árbol &amp;final</translation>
    </message>
    <message>
      <source>Replay step</source>
      <translation>Paso de la reproducción</translation>
    </message>
    <message>
      <source>The game is over: there is nothing to search.</source>
      <translation>La partida ha terminado: no hay nada que buscar.</translation>
    </message>
    <message>
      <source>Searching with {}…</source>
      <translation>Buscando con {}…</translation>
    </message>
    <message>
      <source>The finished tree: the principal variation is highlighted; ✂ rows are the moves a cut-off left unsearched; ≥ and ≤ mark bounds; win@N is a win N plies from the root. Press Next or Play to replay the search.</source>
      <translation>El árbol final: la variante principal está resaltada; las filas ✂ son las jugadas que un corte dejó sin buscar; ≥ y ≤ marcan cotas; win@N es una victoria a N medias jugadas de la raíz. Pulsa Siguiente o Reproducir para repetir la búsqueda.</translation>
    </message>
    <message>
      <source>Step {step} of {steps}: {what}</source>
      <translation>Paso {step} de {steps}: {what}</translation>
    </message>
    <message>
      <source>&amp;Pause</source>
      <translation>&amp;Pausa</translation>
    </message>
  </context>
  <context>
    <name>SearchWorker</name>
    <message>
      <source>The computer could not choose a move: {}</source>
      <translation>El ordenador no pudo elegir una jugada: {}</translation>
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
      <translation>Preparar una posición: {}</translation>
    </message>
    <message>
      <source>Position being set up</source>
      <translation>Posición en preparación</translation>
    </message>
    <message>
      <source>&amp;Empty (remove a piece)</source>
      <translation>&amp;Vacía (quitar una pieza)</translation>
    </message>
    <message>
      <source>Position text</source>
      <translation>Texto de la posición</translation>
    </message>
    <message>
      <source>The position as text (chess: FEN); edit it and press Enter</source>
      <translation>La posición como texto (ajedrez: FEN); edítala y pulsa Intro</translation>
    </message>
    <message>
      <source>&amp;Clear board</source>
      <translation>&amp;Vaciar el tablero</translation>
    </message>
    <message>
      <source>&amp;Start position</source>
      <translation>Posición &amp;inicial</translation>
    </message>
    <message>
      <source>&amp;Play from here</source>
      <translation>&amp;Jugar desde aquí</translation>
    </message>
    <message>
      <source>Place:</source>
      <translation>Colocar:</translation>
    </message>
    <message>
      <source>To &amp;move:</source>
      <translation>&amp;Mueven:</translation>
    </message>
    <message>
      <source>Position:</source>
      <translation>Posición:</translation>
    </message>
    <message>
      <source>Not a position: {}.</source>
      <translation>No es una posición: {}.</translation>
    </message>
    <message>
      <source>Not yet a position to play: {}.</source>
      <translation>Aún no es una posición jugable: {}.</translation>
    </message>
    <message>
      <source>Ready: {} to move.</source>
      <translation>Lista: juegan {}.</translation>
    </message>
  </context>
  <context>
    <name>SidePanel</name>
    <message>
      <source>you</source>
      <translation>tú</translation>
    </message>
    <message>
      <source>computer ({level})</source>
      <translation>ordenador ({level})</translation>
    </message>
    <message>
      <source>{name} to move — computer thinking…</source>
      <translation>Juegan {name} — el ordenador está pensando…</translation>
    </message>
    <message>
      <source>{name} to move — computer</source>
      <translation>Juegan {name} — el ordenador</translation>
    </message>
    <message>
      <source>{name} to move — your turn</source>
      <translation>Juegan {name} — es tu turno</translation>
    </message>
    <message>
      <source>A draw.</source>
      <translation>Tablas.</translation>
    </message>
    <message>
      <source>You win. Well played!</source>
      <translation>Has ganado. ¡Bien jugado!</translation>
    </message>
    <message>
      <source>The computer wins.</source>
      <translation>Gana el ordenador.</translation>
    </message>
    <message>
      <source>New game: Ctrl+N</source>
      <translation>Nueva partida: Ctrl+N</translation>
    </message>
    <message>
      <source>Click a move to go back (or forward) to it</source>
      <translation>Haz clic en una jugada para volver (o avanzar) a ella</translation>
    </message>
    <message>
      <source>Move list</source>
      <translation>Lista de jugadas</translation>
    </message>
    <message>
      <source>Hint</source>
      <translation>Pista</translation>
    </message>
    <message>
      <source>COMPUTER</source>
      <translation>ORDENADOR</translation>
    </message>
    <message>
      <source>LAST SEARCH</source>
      <translation>ÚLTIMA BÚSQUEDA</translation>
    </message>
    <message>
      <source>HINT</source>
      <translation>PISTA</translation>
    </message>
    <message>
      <source>MOVES</source>
      <translation>JUGADAS</translation>
    </message>
    <message>
      <source>{details}, no limits</source>
      <translation>{details}, sin límites</translation>
    </message>
    <message>
      <source>{details} (engine chosen by you)</source>
      <translation>{details} (motor elegido por ti)</translation>
    </message>
    <message>
      <source>Level: {level}</source>
      <translation>Nivel: {level}</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Pensando…</translation>
    </message>
    <message>
      <source>Played a random move: this level sometimes does.</source>
      <translation>Hizo una jugada al azar: este nivel lo hace a veces.</translation>
    </message>
    <message>
      <source>No search yet.</source>
      <translation>Aún no hay búsqueda.</translation>
    </message>
    <message>
      <source>{book} (no search).</source>
      <translation>{book} (sin búsqueda).</translation>
    </message>
    <message>
      <source>Evaluation ({view} view): {score}</source>
      <translation>Evaluación (punto de vista: {view}): {score}</translation>
    </message>
    <message>
      <source>Evaluation for {player}: {score}</source>
      <translation>Evaluación para {player}: {score}</translation>
    </message>
    <message>
      <source>Best line: {line}</source>
      <translation>Mejor variante: {line}</translation>
    </message>
    <message>
      <source>Played {move} instead: this level picks among moves close to the best.</source>
      <translation>Jugó {move} en su lugar: este nivel elige entre jugadas cercanas a la mejor.</translation>
    </message>
    <message>
      <source>No moves yet.</source>
      <translation>Aún no hay jugadas.</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation>&amp;Reanudar</translation>
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation>&amp;Descartar</translation>
    </message>
    <message numerus="yes">
      <source>An unfinished game of {game} (%n move(s)) was saved. Resume it?</source>
      <translation>
        <numerusform>Se guardó una partida sin terminar de {game} (%n jugada). ¿Reanudarla?</numerusform>
        <numerusform>Se guardó una partida sin terminar de {game} (%n jugadas). ¿Reanudarla?</numerusform>
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
      <translation>Rojas</translation>
    </message>
    <message>
      <source>Yellow</source>
      <translation>Amarillas</translation>
    </message>
    <message>
      <source>White</source>
      <translation>Blancas</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Negras</translation>
    </message>
    <message>
      <source>Hounds</source>
      <translation>Perros</translation>
    </message>
    <message>
      <source>Hare</source>
      <translation>Liebre</translation>
    </message>
  </context>
  <context>
    <name>SoundMenu</name>
    <message>
      <source>&amp;Sounds</source>
      <translation>&amp;Sonidos</translation>
    </message>
    <message>
      <source>Sounds &amp;on</source>
      <translation>Sonidos &amp;activados</translation>
    </message>
    <message>
      <source>Play a sound for each move, a capture, check, a hint and the end</source>
      <translation>Reproducir un sonido en cada jugada, captura, jaque, pista y al final</translation>
    </message>
    <message>
      <source>&amp;Volume</source>
      <translation>&amp;Volumen</translation>
    </message>
    <message>
      <source>Unavailable: {}</source>
      <translation>No disponible: {}</translation>
    </message>
  </context>
  <context>
    <name>SoundSinks</name>
    <message>
      <source>no sound while drawing offscreen</source>
      <translation>sin sonido al dibujar fuera de pantalla</translation>
    </message>
    <message>
      <source>Qt's multimedia module could not be loaded</source>
      <translation>No se pudo cargar el módulo multimedia de Qt</translation>
    </message>
    <message>
      <source>no audio output was found</source>
      <translation>no se encontró ninguna salida de audio</translation>
    </message>
  </context>
  <context>
    <name>StoneStyle</name>
    <message>
      <source>&amp;Shaded</source>
      <translation>&amp;Sombreadas</translation>
    </message>
    <message>
      <source>&amp;Flat</source>
      <translation>&amp;Planas</translation>
    </message>
    <message>
      <source>&amp;Glossy</source>
      <translation>&amp;Brillantes</translation>
    </message>
  </context>
  <context>
    <name>TablebaseFolder</name>
    <message>
      <source>&amp;Tablebases folder…</source>
      <translation>Carpeta de &amp;tablas de finales…</translation>
    </message>
    <message>
      <source>&amp;No tablebases</source>
      <translation>S&amp;in tablas de finales</translation>
    </message>
    <message>
      <source>{}; the engine goes on without tablebases</source>
      <translation>{}; el motor sigue sin tablas de finales</translation>
    </message>
    <message>
      <source>Chess tablebases: none</source>
      <translation>Tablas de finales: ninguna</translation>
    </message>
    <message>
      <source>Chess tablebases: {files} Syzygy tables up to {pieces} pieces in {folder}</source>
      <translation>Tablas de finales: {files} tablas Syzygy hasta {pieces} piezas en {folder}</translation>
    </message>
    <message>
      <source>Syzygy tablebases folder (files such as KQvK.rtbw)</source>
      <translation>Carpeta de tablas Syzygy (archivos como KQvK.rtbw)</translation>
    </message>
    <message>
      <source>Tablebases folder</source>
      <translation>Carpeta de tablas de finales</translation>
    </message>
  </context>
  <context>
    <name>TimeControlDialog</name>
    <message>
      <source>Custom time control</source>
      <translation>Control de tiempo personalizado</translation>
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
      <translation>Tiempo en cada reloj:</translation>
    </message>
    <message>
      <source>Increment per move:</source>
      <translation>Incremento por jugada:</translation>
    </message>
  </context>
  <context>
    <name>TreeDiagram</name>
    <message>
      <source>Search tree diagram</source>
      <translation>Diagrama del árbol de búsqueda</translation>
    </message>
  </context>
  <context>
    <name>TreeFiles</name>
    <message>
      <source>The game opened without its variations, which could not be read: {0}</source>
      <translation>La partida se abrió sin sus variantes, que no se pudieron leer: {0}</translation>
    </message>
  </context>
  <context>
    <name>TreeWorker</name>
    <message>
      <source>The search could not be recorded: {}</source>
      <translation>No se pudo registrar la búsqueda: {}</translation>
    </message>
  </context>
  <context>
    <name>WeightsGameWindow</name>
    <message>
      <source>Play against your weights</source>
      <translation>Jugar contra tus pesos</translation>
    </message>
    <message>
      <source>Board of the game against your weights</source>
      <translation>Tablero de la partida contra tus pesos</translation>
    </message>
    <message>
      <source>&amp;New game</source>
      <translation>&amp;Nueva partida</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Deshacer</translation>
    </message>
    <message>
      <source>Points for &amp;two in an open line:</source>
      <translation>Puntos por &amp;dos en una línea abierta:</translation>
    </message>
    <message>
      <source>Points for t&amp;hree in an open line:</source>
      <translation>Puntos por &amp;tres en una línea abierta:</translation>
    </message>
    <message>
      <source>Points for a disc in the &amp;centre column:</source>
      <translation>Puntos por una ficha en la columna &amp;central:</translation>
    </message>
    <message>
      <source>Search &amp;depth (plies):</source>
      <translation>&amp;Profundidad de búsqueda (medias jugadas):</translation>
    </message>
    <message>
      <source>You &amp;play:</source>
      <translation>&amp;Juegas con:</translation>
    </message>
    <message>
      <source>Your move.</source>
      <translation>Te toca jugar.</translation>
    </message>
    <message>
      <source>Took back a move. Your move.</source>
      <translation>Jugada deshecha. Te toca jugar.</translation>
    </message>
    <message>
      <source>The game is over: New game plays again.</source>
      <translation>La partida ha terminado: Nueva partida para volver a jugar.</translation>
    </message>
    <message>
      <source>Wait: your weights are searching.</source>
      <translation>Espera: tus pesos están buscando.</translation>
    </message>
    <message>
      <source>Your weights are searching…</source>
      <translation>Tus pesos están buscando…</translation>
    </message>
    <message>
      <source>{0} plays {1}: {2:+d} for {0} at depth {3}; the solver: {4}.</source>
      <translation>{0} juega {1}: {2:+d} para {0} a profundidad {3}; el solucionador: {4}.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partida ha terminado.</translation>
    </message>
    <message>
      <source>Your weights' first mistake: {0}, which {1}; the search saw {2:+d} there.</source>
      <translation>El primer error de tus pesos: {0}, que {1}; la búsqueda veía allí {2:+d}.</translation>
    </message>
    <message>
      <source>The solver found no mistake by your weights.</source>
      <translation>El solucionador no encontró ningún error de tus pesos.</translation>
    </message>
  </context>
  <context>
    <name>WindowMenus</name>
    <message>
      <source>Plays &amp;second</source>
      <translation>Juega &amp;segundo</translation>
    </message>
    <message>
      <source>Plays &amp;first</source>
      <translation>Juega &amp;primero</translation>
    </message>
    <message>
      <source>Does &amp;not play</source>
      <translation>&amp;No juega</translation>
    </message>
    <message>
      <source>Plays &amp;both sides</source>
      <translation>Juega con &amp;ambos bandos</translation>
    </message>
    <message>
      <source>&amp;Auto</source>
      <translation>&amp;Automático</translation>
    </message>
    <message>
      <source>&amp;New game</source>
      <translation>&amp;Nueva partida</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Abrir…</translation>
    </message>
    <message>
      <source>&amp;Save…</source>
      <translation>&amp;Guardar…</translation>
    </message>
    <message>
      <source>&amp;Copy position</source>
      <translation>&amp;Copiar posición</translation>
    </message>
    <message>
      <source>Copy the game's name and moves as text (Ctrl+C)</source>
      <translation>Copiar el nombre del juego y las jugadas como texto (Ctrl+C)</translation>
    </message>
    <message>
      <source>&amp;Paste position</source>
      <translation>P&amp;egar posición</translation>
    </message>
    <message>
      <source>Set &amp;up position…</source>
      <translation>Con&amp;figurar posición…</translation>
    </message>
    <message>
      <source>Place pieces by hand and play or analyse from there</source>
      <translation>Colocar las piezas a mano y jugar o analizar desde ahí</translation>
    </message>
    <message>
      <source>Play from a position pasted as text: GAME MOVE... (Ctrl+V)</source>
      <translation>Jugar desde una posición pegada como texto: JUEGO JUGADA... (Ctrl+V)</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Deshacer</translation>
    </message>
    <message>
      <source>Take back your last move and the computer's reply (Ctrl+Z)</source>
      <translation>Deshacer tu última jugada y la respuesta del ordenador (Ctrl+Z)</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Rehacer</translation>
    </message>
    <message>
      <source>Play again the moves you took back (Ctrl+Shift+Z)</source>
      <translation>Volver a jugar las jugadas deshechas (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Pista</translation>
    </message>
    <message>
      <source>Show the move the strongest engine suggests, and why (H)</source>
      <translation>Mostrar la jugada que sugiere el motor más fuerte, y por qué (H)</translation>
    </message>
    <message>
      <source>&amp;Coordinates</source>
      <translation>&amp;Coordenadas</translation>
    </message>
    <message>
      <source>Name the columns and rows around the board</source>
      <translation>Nombrar las columnas y filas alrededor del tablero</translation>
    </message>
    <message>
      <source>&amp;Analysis overlay</source>
      <translation>Análisis sobre el &amp;tablero</translation>
    </message>
    <message>
      <source>Show each move's score on the board after a search (A)</source>
      <translation>Mostrar la puntuación de cada jugada en el tablero tras una búsqueda (A)</translation>
    </message>
    <message>
      <source>&amp;Best move arrow</source>
      <translation>&amp;Flecha de la mejor jugada</translation>
    </message>
    <message>
      <source>Draw the engine's best move on the board while it analyses, and a hint's move</source>
      <translation>Dibujar en el tablero la mejor jugada del motor mientras analiza, y la jugada de una pista</translation>
    </message>
    <message>
      <source>Announce &amp;moves</source>
      <translation>&amp;Anunciar jugadas</translation>
    </message>
    <message>
      <source>Say each move, the side to move and the game's end in the status bar and to screen readers</source>
      <translation>Anunciar cada jugada, el bando que mueve y el final de la partida en la barra de estado y a los lectores de pantalla</translation>
    </message>
    <message>
      <source>&amp;Move now</source>
      <translation>&amp;Jugar ya</translation>
    </message>
    <message>
      <source>Stop thinking and play the best move found so far (Space or Esc)</source>
      <translation>Dejar de pensar y hacer la mejor jugada encontrada hasta ahora (Espacio o Esc)</translation>
    </message>
    <message>
      <source>&amp;Custom m,n,k…</source>
      <translation>m,n,k &amp;personalizado…</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>&amp;Reglas</translation>
    </message>
    <message>
      <source>&amp;About Plyboard</source>
      <translation>A&amp;cerca de Plyboard</translation>
    </message>
    <message>
      <source>&amp;Learn how the computer thinks…</source>
      <translation>&amp;Aprende cómo piensa el ordenador…</translation>
    </message>
    <message>
      <source>A course with live boards: minimax, alpha-beta and more</source>
      <translation>Un curso con tableros en vivo: minimax, alfa-beta y más</translation>
    </message>
    <message>
      <source>&amp;System</source>
      <translation>&amp;Sistema</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Partida</translation>
    </message>
    <message>
      <source>G&amp;ames</source>
      <translation>&amp;Juegos</translation>
    </message>
    <message>
      <source>&amp;Computer</source>
      <translation>&amp;Ordenador</translation>
    </message>
    <message>
      <source>&amp;Algorithm</source>
      <translation>Al&amp;goritmo</translation>
    </message>
    <message>
      <source>&amp;Compare algorithms…</source>
      <translation>&amp;Comparar algoritmos…</translation>
    </message>
    <message>
      <source>&amp;Search tree…</source>
      <translation>Árbol de &amp;búsqueda…</translation>
    </message>
    <message>
      <source>&amp;Difficulty</source>
      <translation>&amp;Dificultad</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>Analysis &amp;lines</source>
      <translation>&amp;Líneas de análisis</translation>
    </message>
    <message>
      <source>An&amp;imation</source>
      <translation>An&amp;imación</translation>
    </message>
    <message>
      <source>Move &amp;numbers</source>
      <translation>&amp;Números de jugada</translation>
    </message>
    <message>
      <source>&amp;Palette</source>
      <translation>&amp;Paleta</translation>
    </message>
    <message>
      <source>Board &amp;theme</source>
      <translation>T&amp;ema del tablero</translation>
    </message>
    <message>
      <source>St&amp;one style</source>
      <translation>Estil&amp;o de fichas</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>A&amp;yuda</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Juego</translation>
    </message>
  </context>
</TS>
