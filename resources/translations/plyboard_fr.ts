<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>AnalysisPanel</name>
    <message>
      <source>Analy&amp;se position</source>
      <translation>Analy&amp;ser la position</translation>
    </message>
    <message>
      <source>Let the strongest engine analyse the position without playing (Ctrl+E)</source>
      <translation>Laisser le moteur le plus fort analyser la position sans jouer (Ctrl+E)</translation>
    </message>
    <message>
      <source>Re&amp;view game</source>
      <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
      <source>Analyse position</source>
      <translation>Analyser la position</translation>
    </message>
  </context>
  <context>
    <name>BoardPlay</name>
    <message>
      <source>The game is over: start a new one with Ctrl+N.</source>
      <translation>La partie est terminée : Ctrl+N en lance une nouvelle.</translation>
    </message>
    <message>
      <source>Wait: it is the computer's move.</source>
      <translation>Patientez : c'est au tour de l'ordinateur.</translation>
    </message>
  </context>
  <context>
    <name>BoardView</name>
    <message>
      <source>Board</source>
      <translation>Plateau</translation>
    </message>
  </context>
  <context>
    <name>Counts</name>
    <message>
      <source>two</source>
      <translation>deux</translation>
    </message>
    <message>
      <source>three</source>
      <translation>trois</translation>
    </message>
    <message>
      <source>four</source>
      <translation>quatre</translation>
    </message>
    <message>
      <source>five</source>
      <translation>cinq</translation>
    </message>
    <message>
      <source>six</source>
      <translation>six</translation>
    </message>
    <message>
      <source>seven</source>
      <translation>sept</translation>
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Custom m,n,k game</source>
      <translation>Partie m,n,k personnalisée</translation>
    </message>
    <message>
      <source>Columns of the board</source>
      <translation>Colonnes du plateau</translation>
    </message>
    <message>
      <source>Rows of the board</source>
      <translation>Rangées du plateau</translation>
    </message>
    <message>
      <source>Stones in a row needed to win</source>
      <translation>Pierres alignées nécessaires pour gagner</translation>
    </message>
    <message>
      <source>&amp;Width (m):</source>
      <translation>&amp;Largeur (m) :</translation>
    </message>
    <message>
      <source>&amp;Height (n):</source>
      <translation>&amp;Hauteur (n) :</translation>
    </message>
    <message>
      <source>In a &amp;row (k):</source>
      <translation>&amp;Alignées (k) :</translation>
    </message>
    <message>
      <source>Not possible: {}.</source>
      <translation>Impossible : {}.</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <source>Level</source>
      <translation>Niveau</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Gagnées</translation>
    </message>
    <message>
      <source>Drawn</source>
      <translation>Nulles</translation>
    </message>
    <message>
      <source>Lost</source>
      <translation>Perdues</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Statistiques</translation>
    </message>
    <message>
      <source>&amp;Reset</source>
      <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
      <source>No games finished against the computer yet.</source>
      <translation>Aucune partie terminée contre l'ordinateur pour l'instant.</translation>
    </message>
    <message>
      <source>Could not reset: {reason}.</source>
      <translation>Réinitialisation impossible : {reason}.</translation>
    </message>
    <message>
      <source>Rules of {game}</source>
      <translation>Règles : {game}</translation>
    </message>
    <message>
      <source>&lt;p&gt;Classic board games against a computer that is fast, strong at the top, honest at every level, and able to show why it plays a move.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Des jeux de plateau classiques contre un ordinateur rapide, fort au plus haut niveau, honnête à chaque niveau et capable de montrer pourquoi il joue un coup.&lt;/p&gt;&lt;p&gt;Licence : GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Plyboard</source>
      <translation>À propos de Plyboard</translation>
    </message>
  </context>
  <context>
    <name>EvaluationBar</name>
    <message>
      <source>no evaluation yet</source>
      <translation>pas encore d'évaluation</translation>
    </message>
    <message>
      <source>Evaluation: {score}, from White's point of view (+ is good for White; #N: White mates in N moves, -#N: Black does)</source>
      <translation>Évaluation : {score}, du point de vue des Blancs (+ est bon pour les Blancs ; #N : les Blancs matent en N coups, -#N : les Noirs)</translation>
    </message>
    <message>
      <source>White {share}, {score}</source>
      <translation>Blancs {share}, {score}</translation>
    </message>
  </context>
  <context>
    <name>EvaluationGraph</name>
    <message>
      <source>Evaluation graph</source>
      <translation>Graphique d'évaluation</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Cannot open game</source>
      <translation>Impossible d'ouvrir la partie</translation>
    </message>
    <message>
      <source>{file}: {reason}.</source>
      <translation>{file} : {reason}.</translation>
    </message>
    <message>
      <source>{file}: {reason}. Nothing changed.</source>
      <translation>{file} : {reason}. Rien n'a changé.</translation>
    </message>
    <message>
      <source>{file} cannot be opened: {reason}.
Nothing changed.</source>
      <translation>Impossible d'ouvrir {file} : {reason}.
Rien n'a changé.</translation>
    </message>
    <message numerus="yes">
      <source>Opened {file}: %n move(s)</source>
      <translation>
        <numerusform>{file} ouvert : %n coup</numerusform>
        <numerusform>{file} ouvert : %n coups</numerusform>
      </translation>
    </message>
    <message>
      <source>Cannot save game</source>
      <translation>Impossible d'enregistrer la partie</translation>
    </message>
    <message>
      <source>Saved to {file}</source>
      <translation>Enregistrée dans {file}</translation>
    </message>
    <message>
      <source>Cannot paste position</source>
      <translation>Impossible de coller la position</translation>
    </message>
    <message>
      <source>The text is no position: {reason}.
Nothing changed.</source>
      <translation>Le texte n'est pas une position : {reason}.
Rien n'a changé.</translation>
    </message>
    <message numerus="yes">
      <source>Pasted {game}: %n move(s)</source>
      <translation>
        <numerusform>{game} collé : %n coup</numerusform>
        <numerusform>{game} collé : %n coups</numerusform>
      </translation>
    </message>
    <message>
      <source>Copied: {text}</source>
      <translation>Copié : {text}</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Ouvrir une partie</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Enregistrer la partie</translation>
    </message>
  </context>
  <context>
    <name>Games</name>
    <message>
      <source>Tic-tac-toe</source>
      <translation>Morpion</translation>
    </message>
    <message>
      <source>Connect Four</source>
      <translation>Puissance 4</translation>
    </message>
    <message>
      <source>Hare and Hounds</source>
      <translation>Le lièvre et les chiens</translation>
    </message>
    <message>
      <source>Hare and Hounds (hare first)</source>
      <translation>Le lièvre et les chiens (le lièvre commence)</translation>
    </message>
    <message>
      <source>Hare and Hounds (hare in the centre)</source>
      <translation>Le lièvre et les chiens (lièvre au centre)</translation>
    </message>
    <message>
      <source>Hare and Hounds (hare to the tip)</source>
      <translation>Le lièvre et les chiens (lièvre vers la pointe)</translation>
    </message>
    <message>
      <source>Hare and Hounds (40-ply limit)</source>
      <translation>Le lièvre et les chiens (40 demi-coups)</translation>
    </message>
    <message>
      <source>Teeko</source>
      <translation>Teeko</translation>
    </message>
    <message>
      <source>Teeko (no centre first)</source>
      <translation>Teeko (pas de centre au premier coup)</translation>
    </message>
    <message>
      <source>Gomoku</source>
      <translation>Gomoku</translation>
    </message>
    <message>
      <source>Gomoku (standard)</source>
      <translation>Gomoku (standard)</translation>
    </message>
    <message>
      <source>Gomoku (renju)</source>
      <translation>Gomoku (renju)</translation>
    </message>
    <message>
      <source>Chess</source>
      <translation>Échecs</translation>
    </message>
    <message>
      <source>Chess960</source>
      <translation>Échecs960</translation>
    </message>
    <message>
      <source>{k} in a row ({size})</source>
      <translation>{k} alignés ({size})</translation>
    </message>
    <message>
      <source>Connect Four ({size})</source>
      <translation>Puissance 4 ({size})</translation>
    </message>
    <message>
      <source>Chess960 (start {number})</source>
      <translation>Échecs960 (position de départ {number})</translation>
    </message>
    <message>
      <source>{game} (from a position)</source>
      <translation>{game} (depuis une position)</translation>
    </message>
  </context>
  <context>
    <name>HintDisplay</name>
    <message>
      <source>Hint: {}</source>
      <translation>Conseil : {}</translation>
    </message>
  </context>
  <context>
    <name>Hints</name>
    <message>
      <source>makes two threats</source>
      <translation>crée deux menaces</translation>
    </message>
    <message>
      <source>blocks a four</source>
      <translation>bloque un quatre</translation>
    </message>
    <message>
      <source>keeps the draw</source>
      <translation>garde la nulle</translation>
    </message>
    <message>
      <source>the only move that does not lose</source>
      <translation>le seul coup qui ne perd pas</translation>
    </message>
    <message>
      <source>by fours</source>
      <translation>par des quatre</translation>
    </message>
    <message>
      <source>by fours and threes</source>
      <translation>par des quatre et des trois</translation>
    </message>
    <message>
      <source>completes {count} in a row</source>
      <translation>complète {count} alignés</translation>
    </message>
    <message>
      <source>blocks {count} in a row</source>
      <translation>bloque {count} alignés</translation>
    </message>
    <message>
      <source>threatens {count} in a row</source>
      <translation>menace de faire {count} alignés</translation>
    </message>
    <message>
      <source>blocks a {count}</source>
      <translation>bloque un {count}</translation>
    </message>
    <message>
      <source>makes a {count}</source>
      <translation>fait un {count}</translation>
    </message>
    <message>
      <source>wins in {plies}</source>
      <translation>gagne en {plies}</translation>
    </message>
    <message>
      <source>wins in {plies} {how}</source>
      <translation>gagne en {plies} {how}</translation>
    </message>
    <message>
      <source>loses in {plies} (the longest resistance)</source>
      <translation>perd en {plies} (la plus longue résistance)</translation>
    </message>
    <message>
      <source>1 ply</source>
      <translation>1 demi-coup</translation>
    </message>
    <message>
      <source>{count} plies</source>
      <translation>{count} demi-coups</translation>
    </message>
    <message>
      <source>best by the engine's estimate (score {score})</source>
      <translation>le meilleur selon l'estimation du moteur (score {score})</translation>
    </message>
    <message>
      <source>{first} and {second}</source>
      <translation>{first} et {second}</translation>
    </message>
  </context>
  <context>
    <name>LanguageMenu</name>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Langue</translation>
    </message>
    <message>
      <source>System default</source>
      <translation>Langue du système</translation>
    </message>
    <message>
      <source>The language changes when Plyboard starts again.</source>
      <translation>La langue changera au prochain démarrage de Plyboard.</translation>
    </message>
  </context>
  <context>
    <name>LearnWindow</name>
    <message>
      <source>Sources, retold in our words: {}</source>
      <translation>Sources, racontées avec nos mots : {}</translation>
    </message>
  </context>
  <context>
    <name>Levels</name>
    <message>
      <source>Beginner</source>
      <translation>Débutant</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Facile</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Moyen</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Difficile</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <source>depth {depth}</source>
      <translation>profondeur {depth}</translation>
    </message>
    <message>
      <source>{nodes} nodes</source>
      <translation>{nodes} nœuds</translation>
    </message>
    <message>
      <source>{share} random moves</source>
      <translation>{share} de coups au hasard</translation>
    </message>
    <message>
      <source>picks within {margin} of the best</source>
      <translation>choisit à {margin} près du meilleur</translation>
    </message>
    <message>
      <source>{side}: {details}</source>
      <translation>{side} : {details}</translation>
    </message>
  </context>
  <context>
    <name>LinesView</name>
    <message>
      <source>Best lines</source>
      <translation>Meilleures variantes</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Game over: {}</source>
      <translation>Partie terminée : {}</translation>
    </message>
    <message>
      <source>{game} board</source>
      <translation>Plateau : {game}</translation>
    </message>
    <message>
      <source>playouts</source>
      <translation>simulations</translation>
    </message>
    <message>
      <source>nodes</source>
      <translation>nœuds</translation>
    </message>
    <message>
      <source>Computer thinking… depth {}, {:,} {}</source>
      <translation>L'ordinateur réfléchit… profondeur {}, {:,} {}</translation>
    </message>
  </context>
  <context>
    <name>MoveAnnouncer</name>
    <message>
      <source>{player} to move.</source>
      <translation>Au tour de {player}.</translation>
    </message>
    <message>
      <source>Game over: {outcome}.</source>
      <translation>Partie terminée : {outcome}.</translation>
    </message>
    <message>
      <source>Took back 1 move.</source>
      <translation>1 coup repris.</translation>
    </message>
    <message>
      <source>Took back {count} moves.</source>
      <translation>{count} coups repris.</translation>
    </message>
    <message>
      <source>Replayed 1 move.</source>
      <translation>1 coup rejoué.</translation>
    </message>
    <message>
      <source>Replayed {count} moves.</source>
      <translation>{count} coups rejoués.</translation>
    </message>
  </context>
  <context>
    <name>Moves</name>
    <message>
      <source>check</source>
      <translation>échec</translation>
    </message>
    <message>
      <source>kingside castling</source>
      <translation>petit roque</translation>
    </message>
    <message>
      <source>queenside castling</source>
      <translation>grand roque</translation>
    </message>
    <message>
      <source>You claim a draw.</source>
      <translation>Vous réclamez la nulle.</translation>
    </message>
    <message>
      <source>Computer claims a draw.</source>
      <translation>L'ordinateur réclame la nulle.</translation>
    </message>
    <message>
      <source>You play {move}.</source>
      <translation>Vous jouez {move}.</translation>
    </message>
    <message>
      <source>Computer plays {move}.</source>
      <translation>L'ordinateur joue {move}.</translation>
    </message>
    <message>
      <source>{side} claims a draw.</source>
      <translation>{side} réclame la nulle.</translation>
    </message>
    <message>
      <source>{side} plays {move}.</source>
      <translation>{side} : {move}.</translation>
    </message>
  </context>
  <context>
    <name>Notes</name>
    <message>
      <source>Move phase: slide a marker one step</source>
      <translation>Phase de déplacement : glissez un pion d'une case</translation>
    </message>
    <message>
      <source>No legal move starts on that cell.</source>
      <translation>Aucun coup légal ne part de cette case.</translation>
    </message>
    <message>
      <source>No legal move here.</source>
      <translation>Aucun coup légal ici.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>There is no game to play.</source>
      <translation>Il n'y a pas de partie en cours.</translation>
    </message>
    <message>
      <source>{side} is in check</source>
      <translation>{side} est en échec</translation>
    </message>
    <message>
      <source>{side} may claim a draw ({claim})</source>
      <translation>{side} peut réclamer la nulle ({claim})</translation>
    </message>
    <message>
      <source>this position has occurred {count} times</source>
      <translation>cette position est apparue {count} fois</translation>
    </message>
    <message>
      <source>{side} drops a marker ({count} left)</source>
      <translation>{side} pose un pion (encore {count})</translation>
    </message>
    <message>
      <source>Ply {ply} of {limit}</source>
      <translation>Demi-coup {ply} sur {limit}</translation>
    </message>
    <message>
      <source>Hounds' vertical moves in a row: {count} of {limit}</source>
      <translation>Coups verticaux des chiens à la suite : {count} sur {limit}</translation>
    </message>
    <message>
      <source>Column {column} is full.</source>
      <translation>La colonne {column} est pleine.</translation>
    </message>
  </context>
  <context>
    <name>Outcomes</name>
    <message>
      <source>board full</source>
      <translation>plateau plein</translation>
    </message>
    <message>
      <source>four in a row</source>
      <translation>quatre alignés</translation>
    </message>
    <message>
      <source>four in a row or a square</source>
      <translation>quatre alignés ou un carré</translation>
    </message>
    <message>
      <source>the same position three times</source>
      <translation>trois fois la même position</translation>
    </message>
    <message>
      <source>checkmate</source>
      <translation>échec et mat</translation>
    </message>
    <message>
      <source>stalemate</source>
      <translation>pat</translation>
    </message>
    <message>
      <source>insufficient material</source>
      <translation>matériel insuffisant</translation>
    </message>
    <message>
      <source>seventy-five-move rule</source>
      <translation>règle des 75 coups</translation>
    </message>
    <message>
      <source>fivefold repetition</source>
      <translation>quintuple répétition</translation>
    </message>
    <message>
      <source>threefold repetition</source>
      <translation>triple répétition</translation>
    </message>
    <message>
      <source>fifty-move rule</source>
      <translation>règle des 50 coups</translation>
    </message>
    <message>
      <source>on time</source>
      <translation>au temps</translation>
    </message>
    <message>
      <source>time out, but the opponent cannot mate</source>
      <translation>temps écoulé, mais l'adversaire ne peut pas mater</translation>
    </message>
    <message>
      <source>the hare slipped past the hounds</source>
      <translation>le lièvre a échappé aux chiens</translation>
    </message>
    <message>
      <source>the hare reached the left tip</source>
      <translation>le lièvre a atteint la pointe gauche</translation>
    </message>
    <message>
      <source>the hare is trapped</source>
      <translation>le lièvre est pris</translation>
    </message>
    <message>
      <source>the hounds cannot move</source>
      <translation>les chiens ne peuvent plus bouger</translation>
    </message>
    <message>
      <source>{side} wins ({reason})</source>
      <translation>Victoire : {side} ({reason})</translation>
    </message>
    <message>
      <source>Draw ({reason})</source>
      <translation>Nulle ({reason})</translation>
    </message>
    <message>
      <source>{k} in a row</source>
      <translation>{k} alignés</translation>
    </message>
    <message>
      <source>the hounds stalled: {count} vertical moves in a row</source>
      <translation>les chiens ont fait traîner : {count} coups verticaux à la suite</translation>
    </message>
    <message>
      <source>{count} plies without a trap</source>
      <translation>{count} demi-coups sans capture du lièvre</translation>
    </message>
  </context>
  <context>
    <name>Pieces</name>
    <message>
      <source>Pawn</source>
      <translation>Pion</translation>
    </message>
    <message>
      <source>Knight</source>
      <translation>Cavalier</translation>
    </message>
    <message>
      <source>Bishop</source>
      <translation>Fou</translation>
    </message>
    <message>
      <source>Rook</source>
      <translation>Tour</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Dame</translation>
    </message>
    <message>
      <source>King</source>
      <translation>Roi</translation>
    </message>
    <message>
      <source>Stone</source>
      <translation>Pierre</translation>
    </message>
    <message>
      <source>Hound</source>
      <translation>Chien</translation>
    </message>
    <message>
      <source>Hare</source>
      <translation>Lièvre</translation>
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
      <translation>Composer une position : {}</translation>
    </message>
    <message>
      <source>Position being set up</source>
      <translation>Position en cours de composition</translation>
    </message>
    <message>
      <source>&amp;Empty (remove a piece)</source>
      <translation>&amp;Vide (retirer une pièce)</translation>
    </message>
    <message>
      <source>Position text</source>
      <translation>Texte de la position</translation>
    </message>
    <message>
      <source>The position as text (chess: FEN); edit it and press Enter</source>
      <translation>La position en texte (échecs : FEN) ; modifiez-la et appuyez sur Entrée</translation>
    </message>
    <message>
      <source>&amp;Clear board</source>
      <translation>&amp;Vider le plateau</translation>
    </message>
    <message>
      <source>&amp;Start position</source>
      <translation>Position de &amp;départ</translation>
    </message>
    <message>
      <source>&amp;Play from here</source>
      <translation>&amp;Jouer d'ici</translation>
    </message>
    <message>
      <source>Place:</source>
      <translation>Placer :</translation>
    </message>
    <message>
      <source>To &amp;move:</source>
      <translation>&amp;Trait :</translation>
    </message>
    <message>
      <source>Position:</source>
      <translation>Position :</translation>
    </message>
    <message>
      <source>Not a position: {}.</source>
      <translation>Ce n'est pas une position : {}.</translation>
    </message>
    <message>
      <source>Not yet a position to play: {}.</source>
      <translation>Pas encore une position jouable : {}.</translation>
    </message>
    <message>
      <source>Ready: {} to move.</source>
      <translation>Prêt : au tour de {}.</translation>
    </message>
  </context>
  <context>
    <name>SidePanel</name>
    <message>
      <source>you</source>
      <translation>vous</translation>
    </message>
    <message>
      <source>computer ({level})</source>
      <translation>ordinateur ({level})</translation>
    </message>
    <message>
      <source>{name} to move — computer thinking…</source>
      <translation>Au tour de {name} — l'ordinateur réfléchit…</translation>
    </message>
    <message>
      <source>{name} to move — computer</source>
      <translation>Au tour de {name} — l'ordinateur</translation>
    </message>
    <message>
      <source>{name} to move — your turn</source>
      <translation>Au tour de {name} — à vous de jouer</translation>
    </message>
    <message>
      <source>A draw.</source>
      <translation>Partie nulle.</translation>
    </message>
    <message>
      <source>You win. Well played!</source>
      <translation>Vous gagnez. Bien joué !</translation>
    </message>
    <message>
      <source>The computer wins.</source>
      <translation>L'ordinateur gagne.</translation>
    </message>
    <message>
      <source>New game: Ctrl+N</source>
      <translation>Nouvelle partie : Ctrl+N</translation>
    </message>
    <message>
      <source>Click a move to go back (or forward) to it</source>
      <translation>Cliquez sur un coup pour y revenir (ou y avancer)</translation>
    </message>
    <message>
      <source>Move list</source>
      <translation>Liste des coups</translation>
    </message>
    <message>
      <source>Hint</source>
      <translation>Indice</translation>
    </message>
    <message>
      <source>COMPUTER</source>
      <translation>ORDINATEUR</translation>
    </message>
    <message>
      <source>LAST SEARCH</source>
      <translation>DERNIÈRE RECHERCHE</translation>
    </message>
    <message>
      <source>HINT</source>
      <translation>INDICE</translation>
    </message>
    <message>
      <source>MOVES</source>
      <translation>COUPS</translation>
    </message>
    <message>
      <source>{details}, no limits</source>
      <translation>{details}, sans limite</translation>
    </message>
    <message>
      <source>{details} (engine chosen by you)</source>
      <translation>{details} (moteur choisi par vous)</translation>
    </message>
    <message>
      <source>Level: {level}</source>
      <translation>Niveau : {level}</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Réflexion…</translation>
    </message>
    <message>
      <source>Played a random move: this level sometimes does.</source>
      <translation>A joué un coup au hasard : ce niveau le fait parfois.</translation>
    </message>
    <message>
      <source>No search yet.</source>
      <translation>Pas encore de recherche.</translation>
    </message>
    <message>
      <source>{book} (no search).</source>
      <translation>{book} (sans recherche).</translation>
    </message>
    <message>
      <source>Evaluation ({view} view): {score}</source>
      <translation>Évaluation (point de vue : {view}) : {score}</translation>
    </message>
    <message>
      <source>Evaluation for {player}: {score}</source>
      <translation>Évaluation pour {player} : {score}</translation>
    </message>
    <message>
      <source>Best line: {line}</source>
      <translation>Meilleure variante : {line}</translation>
    </message>
    <message>
      <source>Played {move} instead: this level picks among moves close to the best.</source>
      <translation>A joué {move} à la place : ce niveau choisit parmi les coups proches du meilleur.</translation>
    </message>
    <message>
      <source>No moves yet.</source>
      <translation>Aucun coup pour l'instant.</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation>&amp;Reprendre</translation>
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation>&amp;Abandonner</translation>
    </message>
    <message numerus="yes">
      <source>An unfinished game of {game} (%n move(s)) was saved. Resume it?</source>
      <translation>
        <numerusform>Une partie inachevée de {game} (%n coup) a été enregistrée. La reprendre ?</numerusform>
        <numerusform>Une partie inachevée de {game} (%n coups) a été enregistrée. La reprendre ?</numerusform>
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
      <translation>Rouge</translation>
    </message>
    <message>
      <source>Yellow</source>
      <translation>Jaune</translation>
    </message>
    <message>
      <source>White</source>
      <translation>Blanc</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Noir</translation>
    </message>
    <message>
      <source>Hounds</source>
      <translation>Chiens</translation>
    </message>
    <message>
      <source>Hare</source>
      <translation>Lièvre</translation>
    </message>
  </context>
  <context>
    <name>SoundMenu</name>
    <message>
      <source>&amp;Sounds</source>
      <translation>&amp;Sons</translation>
    </message>
    <message>
      <source>Sounds &amp;on</source>
      <translation>Sons &amp;activés</translation>
    </message>
    <message>
      <source>Play a sound for each move, a capture, check, a hint and the end</source>
      <translation>Jouer un son à chaque coup, prise, échec, conseil et à la fin</translation>
    </message>
    <message>
      <source>&amp;Volume</source>
      <translation>&amp;Volume</translation>
    </message>
    <message>
      <source>Unavailable: {}</source>
      <translation>Indisponible : {}</translation>
    </message>
  </context>
  <context>
    <name>WindowMenus</name>
    <message>
      <source>Plays &amp;second</source>
      <translation>Joue en &amp;second</translation>
    </message>
    <message>
      <source>Plays &amp;first</source>
      <translation>Joue en &amp;premier</translation>
    </message>
    <message>
      <source>Does &amp;not play</source>
      <translation>&amp;Ne joue pas</translation>
    </message>
    <message>
      <source>Plays &amp;both sides</source>
      <translation>Joue les &amp;deux camps</translation>
    </message>
    <message>
      <source>&amp;Auto</source>
      <translation>&amp;Automatique</translation>
    </message>
    <message>
      <source>&amp;New game</source>
      <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
      <source>&amp;Save…</source>
      <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
      <source>&amp;Copy position</source>
      <translation>&amp;Copier la position</translation>
    </message>
    <message>
      <source>Copy the game's name and moves as text (Ctrl+C)</source>
      <translation>Copier le nom du jeu et les coups sous forme de texte (Ctrl+C)</translation>
    </message>
    <message>
      <source>&amp;Paste position</source>
      <translation>Co&amp;ller une position</translation>
    </message>
    <message>
      <source>Set &amp;up position…</source>
      <translation>&amp;Mettre en place une position…</translation>
    </message>
    <message>
      <source>Place pieces by hand and play or analyse from there</source>
      <translation>Placer les pièces à la main et jouer ou analyser à partir de là</translation>
    </message>
    <message>
      <source>Play from a position pasted as text: GAME MOVE... (Ctrl+V)</source>
      <translation>Jouer à partir d'une position collée en texte : JEU COUP... (Ctrl+V)</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <source>Take back your last move and the computer's reply (Ctrl+Z)</source>
      <translation>Reprendre votre dernier coup et la réponse de l'ordinateur (Ctrl+Z)</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
    <message>
      <source>Play again the moves you took back (Ctrl+Shift+Z)</source>
      <translation>Rejouer les coups repris (Ctrl+Maj+Z)</translation>
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Indice</translation>
    </message>
    <message>
      <source>Show the move the strongest engine suggests, and why (H)</source>
      <translation>Montrer le coup que propose le moteur le plus fort, et pourquoi (H)</translation>
    </message>
    <message>
      <source>&amp;Coordinates</source>
      <translation>&amp;Coordonnées</translation>
    </message>
    <message>
      <source>Name the columns and rows around the board</source>
      <translation>Nommer les colonnes et les rangées autour du plateau</translation>
    </message>
    <message>
      <source>&amp;Analysis overlay</source>
      <translation>&amp;Analyse sur le plateau</translation>
    </message>
    <message>
      <source>Show each move's score on the board after a search (A)</source>
      <translation>Afficher le score de chaque coup sur le plateau après une recherche (A)</translation>
    </message>
    <message>
      <source>&amp;Best move arrow</source>
      <translation>&amp;Flèche du meilleur coup</translation>
    </message>
    <message>
      <source>Draw the engine's best move on the board while it analyses, and a hint's move</source>
      <translation>Dessiner sur le plateau le meilleur coup du moteur pendant l'analyse, et le coup d'un indice</translation>
    </message>
    <message>
      <source>Announce &amp;moves</source>
      <translation>Annoncer les co&amp;ups</translation>
    </message>
    <message>
      <source>Say each move, the side to move and the game's end in the status bar and to screen readers</source>
      <translation>Annoncer chaque coup, le camp au trait et la fin de partie dans la barre d'état et aux lecteurs d'écran</translation>
    </message>
    <message>
      <source>&amp;Move now</source>
      <translation>&amp;Jouer maintenant</translation>
    </message>
    <message>
      <source>Stop thinking and play the best move found so far (Space or Esc)</source>
      <translation>Arrêter de réfléchir et jouer le meilleur coup trouvé (Espace ou Échap)</translation>
    </message>
    <message>
      <source>&amp;Custom m,n,k…</source>
      <translation>m,n,k &amp;personnalisé…</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>&amp;Règles</translation>
    </message>
    <message>
      <source>&amp;About Plyboard</source>
      <translation>À &amp;propos de Plyboard</translation>
    </message>
    <message>
      <source>&amp;Learn how the computer thinks…</source>
      <translation>&amp;Comprendre comment l'ordinateur réfléchit…</translation>
    </message>
    <message>
      <source>A course with live boards: minimax, alpha-beta and more</source>
      <translation>Un cours avec des plateaux vivants : minimax, alpha-bêta et plus</translation>
    </message>
    <message>
      <source>&amp;System</source>
      <translation>&amp;Système</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Partie</translation>
    </message>
    <message>
      <source>G&amp;ames</source>
      <translation>&amp;Jeux</translation>
    </message>
    <message>
      <source>&amp;Computer</source>
      <translation>&amp;Ordinateur</translation>
    </message>
    <message>
      <source>&amp;Algorithm</source>
      <translation>&amp;Algorithme</translation>
    </message>
    <message>
      <source>&amp;Compare algorithms…</source>
      <translation>&amp;Comparer les algorithmes…</translation>
    </message>
    <message>
      <source>&amp;Search tree…</source>
      <translation>A&amp;rbre de recherche…</translation>
    </message>
    <message>
      <source>&amp;Difficulty</source>
      <translation>&amp;Difficulté</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Affichage</translation>
    </message>
    <message>
      <source>Analysis &amp;lines</source>
      <translation>&amp;Lignes d'analyse</translation>
    </message>
    <message>
      <source>An&amp;imation</source>
      <translation>An&amp;imation</translation>
    </message>
    <message>
      <source>Move &amp;numbers</source>
      <translation>&amp;Numéros des coups</translation>
    </message>
    <message>
      <source>&amp;Palette</source>
      <translation>&amp;Palette</translation>
    </message>
    <message>
      <source>Board &amp;theme</source>
      <translation>&amp;Thème du plateau</translation>
    </message>
    <message>
      <source>St&amp;one style</source>
      <translation>St&amp;yle des pierres</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>Ai&amp;de</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
  </context>
</TS>
