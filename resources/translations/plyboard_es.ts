<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
  <context>
    <name>AnalysisPanel</name>
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
      <source>Analyse position</source>
      <translation>Analizar posición</translation>
    </message>
  </context>
  <context>
    <name>BoardPlay</name>
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
    <name>BoardView</name>
    <message>
      <source>Board</source>
      <translation>Tablero</translation>
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
    <name>GameFiles</name>
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
      <source>Sources, retold in our words: {}</source>
      <translation>Fuentes, contadas con nuestras palabras: {}</translation>
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
      <source>Expert</source>
      <translation>Experto</translation>
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
