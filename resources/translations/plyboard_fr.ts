<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>Analysis</name>
    <message>
      <source>Analysis &amp;panel</source>
      <translation>&amp;Panneau d'analyse</translation>
    </message>
    <message>
      <source>Depth, nodes, speed, best line and score of each search; the evaluation graph; the game review (Ctrl+Shift+A)</source>
      <translation>Profondeur, nœuds, vitesse, meilleure ligne et score de chaque recherche ; la courbe d'évaluation ; l'analyse de la partie (Ctrl+Maj+A)</translation>
    </message>
  </context>
  <context>
    <name>AnalysisPanel</name>
    <message>
      <source>Find the first move that changed the game's value (Ctrl+R)</source>
      <translation>Trouver le premier coup qui a changé la valeur de la partie (Ctrl+R)</translation>
    </message>
    <message>
      <source>Move now</source>
      <translation>Jouer maintenant</translation>
    </message>
    <message>
      <source>Stop thinking and play the best move found so far (Space)</source>
      <translation>Arrêter de réfléchir et jouer le meilleur coup trouvé (Espace)</translation>
    </message>
    <message>
      <source>Review game</source>
      <translation>Analyser la partie</translation>
    </message>
    <message>
      <source>Game review</source>
      <translation>Analyse de la partie</translation>
    </message>
    <message>
      <source>EVALUATION (UP: {0} BETTER)</source>
      <translation>ÉVALUATION (EN HAUT : {0} MIEUX)</translation>
    </message>
    <message>
      <source>Show the position before move {0} ({1})</source>
      <translation>Montrer la position avant le coup {0} ({1})</translation>
    </message>
    <message>
      <source>ANALYSING…</source>
      <translation>ANALYSE…</translation>
    </message>
    <message>
      <source>Show the position before the costliest move ({})</source>
      <translation>Montrer la position avant le coup le plus coûteux ({})</translation>
    </message>
    <message>
      <source>NO SEARCH YET</source>
      <translation>PAS ENCORE DE RECHERCHE</translation>
    </message>
    <message>
      <source>Scores from {0} (View &gt; Analysis lines: how many)</source>
      <translation>Scores du point de vue de {0} (Affichage &gt; Lignes d'analyse : combien)</translation>
    </message>
    <message>
      <source>Go to move {0}</source>
      <translation>Aller au coup {0}</translation>
    </message>
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
    <name>BoardView</name>
    <message>
      <source>Board</source>
      <translation>Plateau</translation>
    </message>
  </context>
  <context>
    <name>Chess960Dialog</name>
    <message>
      <source>Chess960</source>
      <translation>Échecs 960</translation>
    </message>
    <message>
      <source>Start positions are numbered 0 to 959; 518 is the usual one</source>
      <translation>Les positions de départ sont numérotées de 0 à 959 ; 518 est l'habituelle</translation>
    </message>
    <message>
      <source>Start position number</source>
      <translation>Numéro de la position de départ</translation>
    </message>
    <message>
      <source>White's first rank</source>
      <translation>Première rangée des Blancs</translation>
    </message>
    <message>
      <source>&amp;Random</source>
      <translation>&amp;Au hasard</translation>
    </message>
    <message>
      <source>Draw a start position at random</source>
      <translation>Tirer une position de départ au hasard</translation>
    </message>
    <message>
      <source>Start &amp;position:</source>
      <translation>&amp;Position de départ :</translation>
    </message>
    <message>
      <source>White's first rank:</source>
      <translation>Première rangée des Blancs :</translation>
    </message>
  </context>
  <context>
    <name>Chess960Menu</name>
    <message>
      <source>Chess&amp;960…</source>
      <translation>Échecs &amp;960…</translation>
    </message>
    <message>
      <source>Chess with the pieces of the first rank shuffled (Fischer random)</source>
      <translation>Les échecs avec les pièces de la première rangée mélangées (Fischer aléatoire)</translation>
    </message>
  </context>
  <context>
    <name>ChessBox</name>
    <message>
      <source>White</source>
      <translation>Blancs</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Noirs</translation>
    </message>
  </context>
  <context>
    <name>ChessEvaluationBar</name>
    <message>
      <source>&amp;Evaluation bar</source>
      <translation>&amp;Barre d'évaluation</translation>
    </message>
    <message>
      <source>Show beside the chess board who is better by the latest search (White's share)</source>
      <translation>Montrer à côté de l'échiquier qui est mieux d'après la dernière recherche (part des Blancs)</translation>
    </message>
  </context>
  <context>
    <name>ChessFeatures</name>
    <message>
      <source>Claim &amp;draw</source>
      <translation>Réclamer la &amp;nulle</translation>
    </message>
    <message>
      <source>Claim a draw by threefold repetition or the fifty-move rule</source>
      <translation>Réclamer la nulle par triple répétition ou la règle des cinquante coups</translation>
    </message>
    <message>
      <source>Copy &amp;FEN</source>
      <translation>Copier le &amp;FEN</translation>
    </message>
    <message>
      <source>Copy P&amp;GN</source>
      <translation>Copier le P&amp;GN</translation>
    </message>
    <message>
      <source>&amp;Flip board</source>
      <translation>&amp;Retourner l'échiquier</translation>
    </message>
    <message>
      <source>Turn the board round (F)</source>
      <translation>Retourner l'échiquier (F)</translation>
    </message>
    <message>
      <source>&amp;Time control</source>
      <translation>&amp;Cadence</translation>
    </message>
    <message>
      <source>&amp;Custom ({0})…</source>
      <translation>&amp;Personnalisée ({0})…</translation>
    </message>
    <message>
      <source>Opening: from a set-up position</source>
      <translation>Ouverture : depuis une position posée</translation>
    </message>
    <message>
      <source>Opening names unavailable: {0}</source>
      <translation>Noms d'ouvertures indisponibles : {0}</translation>
    </message>
  </context>
  <context>
    <name>CompareDialog</name>
    <message>
      <source>Compare algorithms</source>
      <translation>Comparer les algorithmes</translation>
    </message>
    <message>
      <source>{0} {1}: {2} to move</source>
      <translation>{0} {1} : au tour de {2}</translation>
    </message>
    <message>
      <source>Minimax, then alpha-beta alone, with move ordering, and with ordering and a transposition table search this position to the same depth; then MCTS gets more and more playouts until it picks alpha-beta's move.</source>
      <translation>Minimax, puis alpha-bêta seul, avec tri des coups, et avec tri et table de transposition cherchent cette position à la même profondeur ; puis MCTS reçoit de plus en plus de simulations jusqu'à choisir le coup d'alpha-bêta.</translation>
    </message>
    <message>
      <source>How deep the tree searches look</source>
      <translation>Jusqu'où regardent les recherches arborescentes</translation>
    </message>
    <message>
      <source>The most playouts MCTS is given to find alpha-beta's move</source>
      <translation>Le nombre maximal de simulations données à MCTS pour trouver le coup d'alpha-bêta</translation>
    </message>
    <message>
      <source>&amp;Run</source>
      <translation>&amp;Lancer</translation>
    </message>
    <message>
      <source>&amp;Cancel</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <source>The game is over: there is no move to search for.</source>
      <translation>La partie est finie : il n'y a pas de coup à chercher.</translation>
    </message>
    <message>
      <source>Measuring the position to choose a depth that takes seconds…</source>
      <translation>Mesure de la position pour choisir une profondeur de quelques secondes…</translation>
    </message>
    <message>
      <source>Searching with {0}, depth {1}…</source>
      <translation>Recherche avec {0}, profondeur {1}…</translation>
    </message>
    <message>
      <source>Cancelled. Press Run to start again.</source>
      <translation>Annulé. Appuyez sur Lancer pour recommencer.</translation>
    </message>
    <message>
      <source>Done in {0:.1f} s. Change the depth or the MCTS playouts and press Run to compare again.</source>
      <translation>Terminé en {0:.1f} s. Changez la profondeur ou les simulations MCTS et appuyez sur Lancer pour comparer à nouveau.</translation>
    </message>
  </context>
  <context>
    <name>CustomGameDialog</name>
    <message>
      <source>Not possible: {0}.</source>
      <translation>Impossible : {0}.</translation>
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
    <name>EngineDialog</name>
    <message>
      <source>Chess engines</source>
      <translation>Moteurs d'échecs</translation>
    </message>
    <message>
      <source>UCI engines</source>
      <translation>Moteurs UCI</translation>
    </message>
    <message>
      <source>&amp;Add…</source>
      <translation>&amp;Ajouter…</translation>
    </message>
    <message>
      <source>Choose a UCI engine's executable (Stockfish, for one)</source>
      <translation>Choisir l'exécutable d'un moteur UCI (Stockfish, par exemple)</translation>
    </message>
    <message>
      <source>&amp;Remove</source>
      <translation>&amp;Retirer</translation>
    </message>
    <message>
      <source>&amp;Options…</source>
      <translation>&amp;Options…</translation>
    </message>
    <message>
      <source>Set the chosen engine's own options (its preset)</source>
      <translation>Régler les options propres du moteur choisi (son préréglage)</translation>
    </message>
    <message>
      <source>UCI engines (chess):</source>
      <translation>Moteurs UCI (échecs) :</translation>
    </message>
    <message>
      <source>Plays the computer's moves:</source>
      <translation>Joue les coups de l'ordinateur :</translation>
    </message>
    <message>
      <source>Time per move:</source>
      <translation>Temps par coup :</translation>
    </message>
    <message>
      <source>Hints and analysis:</source>
      <translation>Conseils et analyse :</translation>
    </message>
    <message>
      <source>Not added: {0}.</source>
      <translation>Non ajouté : {0}.</translation>
    </message>
    <message>
      <source>Added {0}.</source>
      <translation>{0} ajouté.</translation>
    </message>
    <message>
      <source>Removed {0}.</source>
      <translation>{0} retiré.</translation>
    </message>
    <message>
      <source>Choose an engine in the list first.</source>
      <translation>Choisissez d'abord un moteur dans la liste.</translation>
    </message>
    <message>
      <source>Reading the options of {0}…</source>
      <translation>Lecture des options de {0}…</translation>
    </message>
    <message>
      <source>Options of {0}: {1}.</source>
      <translation>Options de {0} : {1}.</translation>
    </message>
  </context>
  <context>
    <name>EngineMatchWindow</name>
    <message>
      <source>Engine match</source>
      <translation>Match de moteurs</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <source>Time per move of the UCI engines (Plyboard's levels keep theirs)</source>
      <translation>Temps par coup des moteurs UCI (les niveaux de Plyboard gardent le leur)</translation>
    </message>
    <message>
      <source>A clock for both players: each shares out its time, and a fallen flag loses</source>
      <translation>Une pendule pour les deux joueurs : chacun gère son temps, et la chute du drapeau perd</translation>
    </message>
    <message>
      <source>Random opening moves</source>
      <translation>Coups d'ouverture au hasard</translation>
    </message>
    <message>
      <source>Balanced opening set</source>
      <translation>Ouvertures équilibrées</translation>
    </message>
    <message>
      <source>Each pair of games starts from the next line of Plyboard's set of balanced, named openings (resources/chess/match-openings.txt)</source>
      <translation>Chaque paire de parties part de la ligne suivante du jeu d'ouvertures équilibrées et nommées de Plyboard (resources/chess/match-openings.txt)</translation>
    </message>
    <message>
      <source>&amp;Start</source>
      <translation>&amp;Démarrer</translation>
    </message>
    <message>
      <source>S&amp;top</source>
      <translation>&amp;Arrêter</translation>
    </message>
    <message>
      <source>Save &amp;games…</source>
      <translation>Enregistrer les &amp;parties…</translation>
    </message>
    <message>
      <source>Match board</source>
      <translation>Plateau du match</translation>
    </message>
    <message>
      <source>Match results</source>
      <translation>Résultats du match</translation>
    </message>
    <message>
      <source>No games yet.</source>
      <translation>Pas encore de parties.</translation>
    </message>
    <message>
      <source>Match progress</source>
      <translation>Avancement du match</translation>
    </message>
    <message>
      <source>Player &amp;A:</source>
      <translation>Joueur &amp;A :</translation>
    </message>
    <message>
      <source>Player &amp;B:</source>
      <translation>Joueur &amp;B :</translation>
    </message>
    <message>
      <source>&amp;Games:</source>
      <translation>&amp;Parties :</translation>
    </message>
    <message>
      <source>&amp;Clock:</source>
      <translation>&amp;Pendule :</translation>
    </message>
    <message>
      <source>UCI engines' &amp;time per move:</source>
      <translation>&amp;Temps par coup des moteurs UCI :</translation>
    </message>
    <message>
      <source>&amp;Openings:</source>
      <translation>&amp;Ouvertures :</translation>
    </message>
    <message>
      <source>Cannot start: {0}.</source>
      <translation>Impossible de démarrer : {0}.</translation>
    </message>
    <message>
      <source>{0} against {1}…</source>
      <translation>{0} contre {1}…</translation>
    </message>
    <message>
      <source>Game {0} of {1}: move {2}</source>
      <translation>Partie {0} sur {1} : coup {2}</translation>
    </message>
    <message>
      <source>Match over. {0}</source>
      <translation>Match terminé. {0}</translation>
    </message>
    <message>
      <source>Could not save the games: {0}.</source>
      <translation>Impossible d'enregistrer les parties : {0}.</translation>
    </message>
    <message>
      <source>Saved {0} games to {1}. {2}</source>
      <translation>{0} parties enregistrées dans {1}. {2}</translation>
    </message>
  </context>
  <context>
    <name>EngineMenu</name>
    <message>
      <source>&amp;Engine…</source>
      <translation>&amp;Moteur…</translation>
    </message>
    <message>
      <source>Play against or analyse with a UCI chess engine (Stockfish, for one)</source>
      <translation>Jouer contre un moteur d'échecs UCI ou analyser avec lui (Stockfish, par exemple)</translation>
    </message>
    <message>
      <source>Engine &amp;match…</source>
      <translation>&amp;Match de moteurs…</translation>
    </message>
    <message>
      <source>Two engines play games against each other: Plyboard's levels and your UCI engines</source>
      <translation>Deux moteurs jouent des parties l'un contre l'autre : les niveaux de Plyboard et vos moteurs UCI</translation>
    </message>
    <message>
      <source>Use &amp;{0}</source>
      <translation>Utiliser &amp;{0}</translation>
    </message>
  </context>
  <context>
    <name>EngineOptionsDialog</name>
    <message>
      <source>Options of {0}</source>
      <translation>Options de {0}</translation>
    </message>
    <message>
      <source>This engine offers no options to set.</source>
      <translation>Ce moteur n'offre aucune option à régler.</translation>
    </message>
    <message>
      <source>press when the engine starts</source>
      <translation>appuyer au démarrage du moteur</translation>
    </message>
  </context>
  <context>
    <name>EvaluationBar</name>
    <message>
      <source>Evaluation: {0}, from White's point of view (+ is good for White; #N: White mates in N moves, -#N: Black does)</source>
      <translation>Évaluation : {0}, du point de vue des Blancs (+ est bon pour les Blancs ; #N : les Blancs matent en N coups, -#N : les Noirs)</translation>
    </message>
    <message>
      <source>White {0:.0%}, {1}</source>
      <translation>Blancs {0:.0%}, {1}</translation>
    </message>
  </context>
  <context>
    <name>EvaluationGraph</name>
    <message>
      <source>Evaluation graph</source>
      <translation>Courbe d'évaluation</translation>
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
    <name>GameWords</name>
    <message>
      <source>Black</source>
      <translation>Noir</translation>
    </message>
    <message>
      <source>White</source>
      <translation>Blanc</translation>
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
      <source>Hare</source>
      <translation>Lièvre</translation>
    </message>
    <message>
      <source>Hounds</source>
      <translation>Chiens</translation>
    </message>
    <message>
      <source>Tic-tac-toe</source>
      <translation>Morpion</translation>
    </message>
    <message>
      <source>4 in a row (5×5)</source>
      <translation>4 alignés (5×5)</translation>
    </message>
    <message>
      <source>5 in a row (7×7)</source>
      <translation>5 alignés (7×7)</translation>
    </message>
    <message>
      <source>Connect Four</source>
      <translation>Puissance 4</translation>
    </message>
    <message>
      <source>Connect Four (6×5)</source>
      <translation>Puissance 4 (6×5)</translation>
    </message>
    <message>
      <source>Connect Four (8×7)</source>
      <translation>Puissance 4 (8×7)</translation>
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
      <translation>Le lièvre et les chiens (40 demi-coups au plus)</translation>
    </message>
    <message>
      <source>Teeko</source>
      <translation>Teeko</translation>
    </message>
    <message>
      <source>Teeko (no centre first)</source>
      <translation>Teeko (premier coup hors du centre)</translation>
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
      <source>beginner</source>
      <translation>débutant</translation>
    </message>
    <message>
      <source>easy</source>
      <translation>facile</translation>
    </message>
    <message>
      <source>medium</source>
      <translation>moyen</translation>
    </message>
    <message>
      <source>hard</source>
      <translation>difficile</translation>
    </message>
    <message>
      <source>expert</source>
      <translation>expert</translation>
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
      <source>Learn: how game programs think</source>
      <translation>Apprendre : comment pensent les programmes de jeu</translation>
    </message>
    <message>
      <source>Lessons</source>
      <translation>Leçons</translation>
    </message>
    <message>
      <source>Lesson text</source>
      <translation>Texte de la leçon</translation>
    </message>
    <message>
      <source>Lesson board</source>
      <translation>Plateau de la leçon</translation>
    </message>
    <message>
      <source>&amp;Check</source>
      <translation>&amp;Vérifier</translation>
    </message>
    <message>
      <source>Feedback</source>
      <translation>Retour</translation>
    </message>
    <message>
      <source>◀ &amp;Back</source>
      <translation>◀ &amp;Précédent</translation>
    </message>
    <message>
      <source>&amp;Next ▶</source>
      <translation>&amp;Suivant ▶</translation>
    </message>
    <message>
      <source>&amp;Try it on the board</source>
      <translation>&amp;Essayer sur le plateau</translation>
    </message>
    <message>
      <source>Open the search &amp;tree</source>
      <translation>Ouvrir l'&amp;arbre de recherche</translation>
    </message>
    <message>
      <source>The engines are working out this lesson's figures…</source>
      <translation>Les moteurs calculent les chiffres de cette leçon…</translation>
    </message>
    <message>
      <source>Choose an answer first.</source>
      <translation>Choisissez d'abord une réponse.</translation>
    </message>
    <message>
      <source>&amp;Play against weights…</source>
      <translation>&amp;Jouer contre des poids…</translation>
    </message>
    <message>
      <source>Sources, retold in our words: {}</source>
      <translation>Sources, racontées avec nos mots : {}</translation>
    </message>
  </context>
  <context>
    <name>LinesView</name>
    <message>
      <source>Best lines</source>
      <translation>Meilleures lignes</translation>
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
      <translation>Plateau : {0}</translation>
    </message>
    <message>
      <source>Game over: {}</source>
      <translation>Partie terminée : {}</translation>
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
    <name>MnkPlugin</name>
    <message>
      <source>Opening &amp;rule</source>
      <translation>&amp;Règle d'ouverture</translation>
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
  </context>
  <context>
    <name>MoveTreeMenu</name>
    <message>
      <source>good move</source>
      <translation>bon coup</translation>
    </message>
    <message>
      <source>mistake</source>
      <translation>erreur</translation>
    </message>
    <message>
      <source>brilliant move</source>
      <translation>coup brillant</translation>
    </message>
    <message>
      <source>blunder</source>
      <translation>gaffe</translation>
    </message>
    <message>
      <source>interesting move</source>
      <translation>coup intéressant</translation>
    </message>
    <message>
      <source>dubious move</source>
      <translation>coup douteux</translation>
    </message>
    <message>
      <source>equal position</source>
      <translation>position égale</translation>
    </message>
    <message>
      <source>unclear position</source>
      <translation>position peu claire</translation>
    </message>
    <message>
      <source>slight advantage for the first player</source>
      <translation>léger avantage pour le premier joueur</translation>
    </message>
    <message>
      <source>slight advantage for the second player</source>
      <translation>léger avantage pour le second joueur</translation>
    </message>
    <message>
      <source>clear advantage for the first player</source>
      <translation>net avantage pour le premier joueur</translation>
    </message>
    <message>
      <source>clear advantage for the second player</source>
      <translation>net avantage pour le second joueur</translation>
    </message>
    <message>
      <source>winning for the first player</source>
      <translation>gagnant pour le premier joueur</translation>
    </message>
    <message>
      <source>winning for the second player</source>
      <translation>gagnant pour le second joueur</translation>
    </message>
    <message>
      <source>&amp;Promote variation</source>
      <translation>&amp;Promouvoir la variante</translation>
    </message>
    <message>
      <source>&amp;Demote variation</source>
      <translation>&amp;Rétrograder la variante</translation>
    </message>
    <message>
      <source>De&amp;lete from here</source>
      <translation>&amp;Supprimer à partir d'ici</translation>
    </message>
    <message>
      <source>&amp;Edit comment…</source>
      <translation>&amp;Modifier le commentaire…</translation>
    </message>
    <message>
      <source>Add &amp;comment…</source>
      <translation>Ajouter un &amp;commentaire…</translation>
    </message>
    <message>
      <source>&amp;Annotation</source>
      <translation>&amp;Annotation</translation>
    </message>
    <message>
      <source>Go to a position outside that line first.</source>
      <translation>Allez d'abord à une position hors de cette ligne.</translation>
    </message>
    <message>
      <source>Comment</source>
      <translation>Commentaire</translation>
    </message>
    <message>
      <source>Comment on this move (empty: none):</source>
      <translation>Commentaire sur ce coup (vide : aucun) :</translation>
    </message>
  </context>
  <context>
    <name>OpeningDriver</name>
    <message>
      <source>&amp;Free (no opening rule)</source>
      <translation>&amp;Libre (sans règle d'ouverture)</translation>
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
      <translation>Prendre les &amp;Noirs</translation>
    </message>
    <message>
      <source>Take &amp;White</source>
      <translation>Prendre les &amp;Blancs</translation>
    </message>
    <message>
      <source>Place two &amp;more</source>
      <translation>Poser deux pierres de &amp;plus</translation>
    </message>
    <message>
      <source>The opening rule applies from the next new game: {0}.</source>
      <translation>La règle d'ouverture s'applique dès la prochaine partie : {0}.</translation>
    </message>
    <message>
      <source>Wait: the computer chooses its colour.</source>
      <translation>Patientez : l'ordinateur choisit sa couleur.</translation>
    </message>
    <message>
      <source>Choose a colour first, in the panel.</source>
      <translation>Choisissez d'abord une couleur, dans le panneau.</translation>
    </message>
    <message>
      <source>Wait: the computer places the opening stones.</source>
      <translation>Patientez : l'ordinateur pose les pierres d'ouverture.</translation>
    </message>
    <message>
      <source>The computer chooses its colour…</source>
      <translation>L'ordinateur choisit sa couleur…</translation>
    </message>
    <message>
      <source>The computer places its stones…</source>
      <translation>L'ordinateur pose ses pierres…</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Noir</translation>
    </message>
    <message>
      <source>White</source>
      <translation>Blanc</translation>
    </message>
    <message>
      <source>{0}: place opening stone {1} ({2}).</source>
      <translation>{0} : posez la pierre d'ouverture {1} ({2}).</translation>
    </message>
    <message>
      <source>{0}: take Black, take White, or place two more stones.</source>
      <translation>{0} : prenez les Noirs, les Blancs, ou posez deux pierres de plus.</translation>
    </message>
    <message>
      <source>{0}: take Black or White.</source>
      <translation>{0} : prenez les Noirs ou les Blancs.</translation>
    </message>
    <message>
      <source>The computer plays {0}.</source>
      <translation>L'ordinateur joue {0}.</translation>
    </message>
  </context>
  <context>
    <name>PieceSetMenu</name>
    <message>
      <source>P&amp;iece set</source>
      <translation>&amp;Jeu de pièces</translation>
    </message>
  </context>
  <context>
    <name>PromotionChooser</name>
    <message>
      <source>Promote to {0}</source>
      <translation>Promouvoir en : {0}</translation>
    </message>
  </context>
  <context>
    <name>PuzzleLauncher</name>
    <message>
      <source>&amp;Puzzles…</source>
      <translation>&amp;Problèmes…</translation>
    </message>
    <message>
      <source>Solve positions of this game that the solvers checked</source>
      <translation>Résoudre des positions de ce jeu vérifiées par les solveurs</translation>
    </message>
    <message>
      <source>Retry &amp;mistakes</source>
      <translation>Rejouer mes &amp;erreurs</translation>
    </message>
    <message>
      <source>Play again from the positions before your reviewed mistakes</source>
      <translation>Rejouer depuis les positions précédant vos erreurs analysées</translation>
    </message>
    <message>
      <source>The review found no mistake of yours.</source>
      <translation>L'analyse n'a trouvé aucune erreur de votre part.</translation>
    </message>
    <message>
      <source>Retry mistakes</source>
      <translation>Rejouer mes erreurs</translation>
    </message>
    <message>
      <source>Puzzles</source>
      <translation>Problèmes</translation>
    </message>
  </context>
  <context>
    <name>PuzzleWindow</name>
    <message>
      <source>Your mistakes · {0}</source>
      <translation>Vos erreurs · {0}</translation>
    </message>
    <message>
      <source>Puzzles · {0}</source>
      <translation>Problèmes · {0}</translation>
    </message>
    <message>
      <source>Puzzle board</source>
      <translation>Plateau du problème</translation>
    </message>
    <message>
      <source>&amp;Retry</source>
      <translation>&amp;Réessayer</translation>
    </message>
    <message>
      <source>&amp;Show solution</source>
      <translation>&amp;Voir la solution</translation>
    </message>
    <message>
      <source>&amp;Next</source>
      <translation>&amp;Suivant</translation>
    </message>
    <message>
      <source>Puzzle history</source>
      <translation>Historique des problèmes</translation>
    </message>
    <message>
      <source>Latest results:</source>
      <translation>Derniers résultats :</translation>
    </message>
    <message>
      <source>That was the last one: from the first again.</source>
      <translation>C'était la dernière : on reprend depuis la première.</translation>
    </message>
    <message>
      <source>&lt;b&gt;{0} to move: {1}&lt;/b&gt;&lt;br&gt;Puzzle rated {2}</source>
      <translation>&lt;b&gt;{0} joue : {1}&lt;/b&gt;&lt;br&gt;Problème classé {2}</translation>
    </message>
    <message>
      <source>Mistake {0} of {1}: find a better move.</source>
      <translation>Erreur {0} sur {1} : trouvez un meilleur coup.</translation>
    </message>
    <message>
      <source>Your move.</source>
      <translation>À vous de jouer.</translation>
    </message>
    <message>
      <source>The puzzle is over: Retry or Next.</source>
      <translation>Le problème est terminé : Réessayer ou Suivant.</translation>
    </message>
    <message>
      <source>Checking your move…</source>
      <translation>Vérification de votre coup…</translation>
    </message>
    <message>
      <source>The move could not be checked: {0}</source>
      <translation>Le coup n'a pas pu être vérifié : {0}</translation>
    </message>
    <message>
      <source>Reply: {0}. Your move.</source>
      <translation>Réponse : {0}. À vous de jouer.</translation>
    </message>
    <message>
      <source>Solved!</source>
      <translation>Résolu !</translation>
    </message>
    <message>
      <source>Retry, or see the solution.</source>
      <translation>Réessayez, ou voyez la solution.</translation>
    </message>
    <message>
      <source>Solution: {0}</source>
      <translation>Solution : {0}</translation>
    </message>
    <message>
      <source>Also right: {0}</source>
      <translation>Également juste : {0}</translation>
    </message>
    <message>
      <source>Your rating: {0} · streak {1} · solved {2} of {3}</source>
      <translation>Votre classement : {0} · série {1} · {2} résolus sur {3}</translation>
    </message>
  </context>
  <context>
    <name>SearchTreeWindow</name>
    <message>
      <source>Search tree</source>
      <translation>Arbre de recherche</translation>
    </message>
    <message>
      <source>{0} {1}: {2} to move</source>
      <translation>{0} {1} : au tour de {2}</translation>
    </message>
    <message>
      <source>&amp;Search</source>
      <translation>&amp;Chercher</translation>
    </message>
    <message>
      <source>Iterative deepening searches 1, 2, ... plies: pick one</source>
      <translation>L'approfondissement itératif cherche 1, 2, ... demi-coups : choisissez-en un</translation>
    </message>
    <message>
      <source>Show:</source>
      <translation>Afficher :</translation>
    </message>
    <message>
      <source>&amp;Tree</source>
      <translation>&amp;Arbre</translation>
    </message>
    <message>
      <source>&amp;Diagram</source>
      <translation>&amp;Diagramme</translation>
    </message>
    <message>
      <source>◀ &amp;Back</source>
      <translation>◀ &amp;Précédent</translation>
    </message>
    <message>
      <source>&amp;Next ▶</source>
      <translation>&amp;Suivant ▶</translation>
    </message>
    <message>
      <source>&amp;Play</source>
      <translation>&amp;Lire</translation>
    </message>
    <message>
      <source>&amp;Finished tree</source>
      <translation>Arbre &amp;terminé</translation>
    </message>
    <message>
      <source>Replay step</source>
      <translation>Étape de la relecture</translation>
    </message>
    <message>
      <source>The game is over: there is nothing to search.</source>
      <translation>La partie est finie : il n'y a rien à chercher.</translation>
    </message>
    <message>
      <source>Searching with {0}…</source>
      <translation>Recherche avec {0}…</translation>
    </message>
    <message>
      <source>The finished tree: the principal variation is highlighted; ✂ rows are the moves a cut-off left unsearched; ≥ and ≤ mark bounds; win@N is a win N plies from the root. Press Next or Play to replay the search.</source>
      <translation>L'arbre terminé : la variante principale est en surbrillance ; les lignes ✂ sont les coups qu'une coupure a laissés inexplorés ; ≥ et ≤ marquent des bornes ; win@N est un gain à N demi-coups de la racine. Appuyez sur Suivant ou Lire pour rejouer la recherche.</translation>
    </message>
    <message>
      <source>Step {0} of {1}: {2}</source>
      <translation>Étape {0} sur {1} : {2}</translation>
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
      <translation>Mettre en place une position : {0}</translation>
    </message>
    <message>
      <source>Position being set up</source>
      <translation>Position en cours de mise en place</translation>
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
      <translation>&amp;Jouer à partir d'ici</translation>
    </message>
    <message>
      <source>Place:</source>
      <translation>Placer :</translation>
    </message>
    <message>
      <source>To &amp;move:</source>
      <translation>Au &amp;trait :</translation>
    </message>
    <message>
      <source>Position:</source>
      <translation>Position :</translation>
    </message>
    <message>
      <source>Not a position: {0}.</source>
      <translation>Pas une position : {0}.</translation>
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
      <translation>Jouer un son pour chaque coup, une prise, un échec, un conseil et la fin</translation>
    </message>
    <message>
      <source>&amp;Volume</source>
      <translation>&amp;Volume</translation>
    </message>
  </context>
  <context>
    <name>TablebaseFolder</name>
    <message>
      <source>&amp;Tablebases folder…</source>
      <translation>Dossier des &amp;tables de finales…</translation>
    </message>
    <message>
      <source>&amp;No tablebases</source>
      <translation>&amp;Pas de tables de finales</translation>
    </message>
  </context>
  <context>
    <name>TimeControlDialog</name>
    <message>
      <source>Custom time control</source>
      <translation>Cadence personnalisée</translation>
    </message>
    <message>
      <source>Time on each clock:</source>
      <translation>Temps à chaque pendule :</translation>
    </message>
    <message>
      <source>Increment per move:</source>
      <translation>Incrément par coup :</translation>
    </message>
  </context>
  <context>
    <name>TreeDiagram</name>
    <message>
      <source>Search tree diagram</source>
      <translation>Diagramme de l'arbre de recherche</translation>
    </message>
  </context>
  <context>
    <name>TreeFiles</name>
    <message>
      <source>The game opened without its variations, which could not be read: {0}</source>
      <translation>La partie s'est ouverte sans ses variantes, illisibles : {0}</translation>
    </message>
  </context>
  <context>
    <name>WeightsGameWindow</name>
    <message>
      <source>Play against your weights</source>
      <translation>Jouer contre vos poids</translation>
    </message>
    <message>
      <source>Board of the game against your weights</source>
      <translation>Plateau de la partie contre vos poids</translation>
    </message>
    <message>
      <source>&amp;New game</source>
      <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <source>Points for &amp;two in an open line:</source>
      <translation>Points pour &amp;deux dans une ligne ouverte :</translation>
    </message>
    <message>
      <source>Points for t&amp;hree in an open line:</source>
      <translation>Points pour &amp;trois dans une ligne ouverte :</translation>
    </message>
    <message>
      <source>Points for a disc in the &amp;centre column:</source>
      <translation>Points pour un jeton dans la colonne du &amp;centre :</translation>
    </message>
    <message>
      <source>Search &amp;depth (plies):</source>
      <translation>&amp;Profondeur de recherche (demi-coups) :</translation>
    </message>
    <message>
      <source>You &amp;play:</source>
      <translation>Vous &amp;jouez :</translation>
    </message>
    <message>
      <source>Your move.</source>
      <translation>À vous de jouer.</translation>
    </message>
    <message>
      <source>Took back a move. Your move.</source>
      <translation>Coup repris. À vous de jouer.</translation>
    </message>
    <message>
      <source>The game is over: New game plays again.</source>
      <translation>La partie est finie : Nouvelle partie pour rejouer.</translation>
    </message>
    <message>
      <source>Wait: your weights are searching.</source>
      <translation>Patientez : vos poids cherchent.</translation>
    </message>
    <message>
      <source>Your weights are searching…</source>
      <translation>Vos poids cherchent…</translation>
    </message>
    <message>
      <source>{0} plays {1}: {2:+d} for {0} at depth {3}; the solver: {4}.</source>
      <translation>{0} joue {1} : {2:+d} pour {0} à la profondeur {3} ; le solveur : {4}.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est finie.</translation>
    </message>
    <message>
      <source>Your weights' first mistake: {0}, which {1}; the search saw {2:+d} there.</source>
      <translation>La première erreur de vos poids : {0}, qui {1} ; la recherche y voyait {2:+d}.</translation>
    </message>
    <message>
      <source>The solver found no mistake by your weights.</source>
      <translation>Le solveur n'a trouvé aucune erreur de vos poids.</translation>
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
