<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>AnalysisPanel</name>
    <message>
      <source>Computer's search</source>
      <translation>Recherche de l'ordinateur</translation>
    </message>
    <message>
      <source>Analysis</source>
      <translation>Analyse</translation>
    </message>
    <message>
      <source>Hint search</source>
      <translation>Recherche d'indice</translation>
    </message>
    <message>
      <source>depth {depth} · {nodes} playouts · {seconds} s</source>
      <translation>profondeur {depth} · {nodes} simulations · {seconds} s</translation>
    </message>
    <message>
      <source>{summary} · {speed} playouts/s</source>
      <translation>{summary} · {speed} simulations/s</translation>
    </message>
    <message>
      <source>depth {depth} · {nodes} nodes · {seconds} s</source>
      <translation>profondeur {depth} · {nodes} nœuds · {seconds} s</translation>
    </message>
    <message>
      <source>{summary} · {speed} nodes/s</source>
      <translation>{summary} · {speed} nœuds/s</translation>
    </message>
    <message>
      <source>Proven: yes, the exact game-theoretic value</source>
      <translation>Prouvé : oui, la valeur exacte selon la théorie des jeux</translation>
    </message>
    <message>
      <source>Proven: the result, not yet its shortest distance</source>
      <translation>Prouvé : le résultat, pas encore sa plus courte distance</translation>
    </message>
    <message>
      <source>Proven: no, an estimate from the engine's heuristic</source>
      <translation>Prouvé : non, une estimation par l'heuristique du moteur</translation>
    </message>
    <message>
      <source>Show the position before move {number} ({move})</source>
      <translation>Afficher la position avant le coup {number} ({move})</translation>
    </message>
    <message>
      <source>Show the position before the move that lost most ({})</source>
      <translation>Afficher la position avant le coup qui a le plus perdu ({})</translation>
    </message>
    <message>
      <source>Analysis &amp;panel</source>
      <translation>Pann&amp;eau d'analyse</translation>
    </message>
    <message>
      <source>Depth, nodes, speed, best line and score of each search; the evaluation graph; the game review (Ctrl+Shift+A)</source>
      <translation>Profondeur, nœuds, vitesse, meilleure variante et score de chaque recherche ; le graphique d'évaluation ; la revue de la partie (Ctrl+Maj+A)</translation>
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
      <source>Find the first move that changed the game's value (Ctrl+R)</source>
      <translation>Trouver le premier coup qui a changé la valeur de la partie (Ctrl+R)</translation>
    </message>
    <message>
      <source>Analyse position</source>
      <translation>Analyser la position</translation>
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
      <translation>Revoir la partie</translation>
    </message>
    <message>
      <source>Game review</source>
      <translation>Revue de la partie</translation>
    </message>
    <message>
      <source>Go to move {}</source>
      <translation>Aller au coup {}</translation>
    </message>
    <message>
      <source>ANALYSING…</source>
      <translation>ANALYSE EN COURS…</translation>
    </message>
    <message>
      <source>Review stopped.</source>
      <translation>Revue arrêtée.</translation>
    </message>
    <message>
      <source>Play some moves first: there is nothing to review.</source>
      <translation>Jouez d'abord quelques coups : il n'y a rien à revoir.</translation>
    </message>
    <message>
      <source>Reviewing…</source>
      <translation>Revue en cours…</translation>
    </message>
    <message>
      <source>Review stopped before the end.</source>
      <translation>Revue arrêtée avant la fin.</translation>
    </message>
    <message>
      <source>No inaccuracies, mistakes or blunders: every move kept the value.</source>
      <translation>Aucune imprécision, erreur ni gaffe : chaque coup a gardé la valeur.</translation>
    </message>
    <message>
      <source>position after {}</source>
      <translation>position après {}</translation>
    </message>
    <message>
      <source>start</source>
      <translation>départ</translation>
    </message>
    <message>
      <source>running</source>
      <translation>en cours</translation>
    </message>
    <message>
      <source>NO SEARCH YET</source>
      <translation>PAS ENCORE DE RECHERCHE</translation>
    </message>
    <message>
      <source>EVALUATION (UP: {} BETTER)</source>
      <translation>ÉVALUATION (EN HAUT : AVANTAGE {})</translation>
    </message>
    <message>
      <source>Stop analysis</source>
      <translation>Arrêter l'analyse</translation>
    </message>
    <message>
      <source>Stop review</source>
      <translation>Arrêter la revue</translation>
    </message>
    <message>
      <source>BEST LINE</source>
      <translation>MEILLEURE VARIANTE</translation>
    </message>
    <message>
      <source>BEST {} LINES</source>
      <translation>{} MEILLEURES VARIANTES</translation>
    </message>
    <message>
      <source>Scores from {} (View &gt; Analysis lines: how many)</source>
      <translation>Scores du point de vue de {} (Affichage &gt; Variantes d'analyse : combien)</translation>
    </message>
    <message>
      <source>Review: after the game, its inaccuracies (?!), mistakes (?) and blunders (??).</source>
      <translation>Revue : après la partie, ses imprécisions (?!), erreurs (?) et gaffes (??).</translation>
    </message>
    <message>
      <source>Review: after the game, the first move that changed its value.</source>
      <translation>Revue : après la partie, le premier coup qui en a changé la valeur.</translation>
    </message>
    <message>
      <source>Review is not available for {game}: its engine estimates values rather than proving them.</source>
      <translation>La revue n'est pas disponible pour {game} : son moteur estime les valeurs au lieu de les prouver.</translation>
    </message>
    <message>
      <source>Reviewing… {done} of {total} positions proven</source>
      <translation>Revue en cours… {done} positions prouvées sur {total}</translation>
    </message>
    <message>
      <source>Reviewing… {done} of {total} positions searched</source>
      <translation>Revue en cours… {done} positions explorées sur {total}</translation>
    </message>
    <message>
      <source>let the win slip</source>
      <translation>a laissé filer le gain</translation>
    </message>
    <message>
      <source>let the win slip (and lost)</source>
      <translation>a laissé filer le gain (et a perdu)</translation>
    </message>
    <message>
      <source>lost the draw</source>
      <translation>a perdu la nulle</translation>
    </message>
    <message>
      <source>Move {number} ({side} {move}) {verdict}.</source>
      <translation>Le coup {number} ({side} {move}) {verdict}.</translation>
    </message>
    <message>
      <source>Review stopped before it found a change.</source>
      <translation>Revue arrêtée avant d'avoir trouvé un changement.</translation>
    </message>
    <message>
      <source>No position of this game could be proven in time, so it cannot be reviewed.</source>
      <translation>Aucune position de cette partie n'a pu être prouvée à temps : elle ne peut pas être revue.</translation>
    </message>
    <message>
      <source>No move changed the game's value: every move kept it.</source>
      <translation>Aucun coup n'a changé la valeur de la partie : chaque coup l'a gardée.</translation>
    </message>
    <message>
      <source>Values were proven from move {number} on, and no move there changed them; earlier positions are too far from the end to prove in time.</source>
      <translation>Les valeurs ont été prouvées à partir du coup {number}, et aucun coup ensuite ne les a changées ; les positions antérieures sont trop loin de la fin pour être prouvées à temps.</translation>
    </message>
    <message>
      <source>{move} (best was {best})</source>
      <translation>{move} (le meilleur était {best})</translation>
    </message>
  </context>
  <context>
    <name>AnimationSpeed</name>
    <message>
      <source>&amp;Off</source>
      <translation>&amp;Désactivée</translation>
    </message>
    <message>
      <source>&amp;Fast</source>
      <translation>&amp;Rapide</translation>
    </message>
    <message>
      <source>&amp;Normal</source>
      <translation>&amp;Normale</translation>
    </message>
    <message>
      <source>&amp;Slow</source>
      <translation>&amp;Lente</translation>
    </message>
  </context>
  <context>
    <name>BoardPlay</name>
    <message>
      <source>{}, a target</source>
      <translation>{}, une case d'arrivée</translation>
    </message>
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
    <name>BoardTheme</name>
    <message>
      <source>&amp;Wood</source>
      <translation>&amp;Bois</translation>
    </message>
    <message>
      <source>&amp;Blue</source>
      <translation>B&amp;leu</translation>
    </message>
    <message>
      <source>&amp;Green</source>
      <translation>&amp;Vert</translation>
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
      <translation>Plateau</translation>
    </message>
  </context>
  <context>
    <name>Cells</name>
    <message>
      <source>column {column}: empty</source>
      <translation>colonne {column} : vide</translation>
    </message>
    <message>
      <source>column {column}: one disc, {top}</source>
      <translation>colonne {column} : un pion, {top}</translation>
    </message>
    <message>
      <source>column {column}: {count} discs, {top} on top, full</source>
      <translation>colonne {column} : {count} pions, {top} en haut, pleine</translation>
    </message>
    <message>
      <source>column {column}: {count} discs, {top} on top</source>
      <translation>colonne {column} : {count} pions, {top} en haut</translation>
    </message>
    <message>
      <source>point {point}: empty</source>
      <translation>point {point} : vide</translation>
    </message>
    <message>
      <source>point {point}: the hare</source>
      <translation>point {point} : le lièvre</translation>
    </message>
    <message>
      <source>point {point}: a hound</source>
      <translation>point {point} : un chien</translation>
    </message>
    <message>
      <source>{cell}: empty</source>
      <translation>{cell} : vide</translation>
    </message>
    <message>
      <source>{cell}: {piece}, move {number}</source>
      <translation>{cell} : {piece}, coup {number}</translation>
    </message>
    <message>
      <source>{cell}: {piece}</source>
      <translation>{cell} : {piece}</translation>
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
      <translation>Les positions de départ sont numérotées de 0 à 959 ; 518 est la position habituelle</translation>
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
      <source>Chess with the pieces of the first rank shuffled (Fischer random)</source>
      <translation>Échecs avec les pièces de la première rangée mélangées (Fischer aléatoire)</translation>
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
      <translation>Afficher à côté de l'échiquier qui est mieux selon la dernière recherche (part des Blancs)</translation>
    </message>
  </context>
  <context>
    <name>ChessFeatures</name>
    <message>
      <source>Claim &amp;draw</source>
      <translation>R&amp;éclamer la nulle</translation>
    </message>
    <message>
      <source>Claim a draw by threefold repetition or the fifty-move rule</source>
      <translation>Réclamer la nulle par triple répétition ou par la règle des 50 coups</translation>
    </message>
    <message>
      <source>Copy &amp;FEN</source>
      <translation>Copier la &amp;FEN</translation>
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
      <source>Show &amp;legal moves</source>
      <translation>Affic&amp;her les coups légaux</translation>
    </message>
    <message>
      <source>Mark where the selected piece may go: dots, rings on captures (chess)</source>
      <translation>Marquer où la pièce choisie peut aller : points, anneaux pour les prises (échecs)</translation>
    </message>
    <message>
      <source>&amp;No clock</source>
      <translation>&amp;Sans pendule</translation>
    </message>
    <message>
      <source>&amp;Custom…</source>
      <translation>&amp;Personnalisée…</translation>
    </message>
    <message>
      <source>&amp;Time control</source>
      <translation>Ca&amp;dence</translation>
    </message>
    <message>
      <source>No draw can be claimed now.</source>
      <translation>Aucune nulle ne peut être réclamée maintenant.</translation>
    </message>
    <message>
      <source>Copied FEN: {}</source>
      <translation>FEN copiée : {}</translation>
    </message>
    <message>
      <source>Copied the game as PGN: {} moves</source>
      <translation>Partie copiée en PGN : {} coups</translation>
    </message>
    <message>
      <source>That piece cannot go to {}.</source>
      <translation>Cette pièce ne peut pas aller en {}.</translation>
    </message>
    <message>
      <source>&amp;Custom ({})…</source>
      <translation>&amp;Personnalisée ({})…</translation>
    </message>
    <message>
      <source>Opening: from a set-up position</source>
      <translation>Ouverture : depuis une position composée</translation>
    </message>
    <message>
      <source>Opening names unavailable: {}</source>
      <translation>Noms d'ouvertures indisponibles : {}</translation>
    </message>
    <message>
      <source>Opening: —</source>
      <translation>Ouverture : —</translation>
    </message>
    <message>
      <source>running</source>
      <translation>en marche</translation>
    </message>
    <message>
      <source>stopped</source>
      <translation>arrêtée</translation>
    </message>
  </context>
  <context>
    <name>ChessPlugin</name>
    <message>
      <source>White's</source>
      <translation>les Blancs</translation>
    </message>
    <message>
      <source>White's point of view: + is good for White, #N White mates in N moves</source>
      <translation>Du point de vue des Blancs : + est bon pour les Blancs, #N les Blancs matent en N coups</translation>
    </message>
  </context>
  <context>
    <name>CompareDialog</name>
    <message>
      <source>Algorithm</source>
      <translation>Algorithme</translation>
    </message>
    <message>
      <source>Nodes</source>
      <translation>Nœuds</translation>
    </message>
    <message>
      <source>Of minimax</source>
      <translation>Part du minimax</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Temps</translation>
    </message>
    <message>
      <source>Move</source>
      <translation>Coup</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>Compare algorithms</source>
      <translation>Comparer les algorithmes</translation>
    </message>
    <message>
      <source>{game} {position}: {side} to move</source>
      <translation>{game} {position} : au tour de {side}</translation>
    </message>
    <message>
      <source>Minimax, then alpha-beta alone, with move ordering, and with ordering and a transposition table search this position to the same depth; then MCTS gets more and more playouts until it picks alpha-beta's move.</source>
      <translation>Minimax, puis alpha-bêta seul, avec tri des coups, et avec tri et table de transposition cherchent dans cette position jusqu'à la même profondeur ; puis MCTS reçoit de plus en plus de simulations jusqu'à choisir le coup d'alpha-bêta.</translation>
    </message>
    <message>
      <source>How deep the tree searches look</source>
      <translation>Jusqu'à quelle profondeur les recherches regardent</translation>
    </message>
    <message>
      <source>The most playouts MCTS is given to find alpha-beta's move</source>
      <translation>Le nombre maximal de simulations accordées à MCTS pour trouver le coup d'alpha-bêta</translation>
    </message>
    <message>
      <source>&amp;Run</source>
      <translation>&amp;Lancer</translation>
    </message>
    <message>
      <source>&amp;Cancel</source>
      <translation>A&amp;nnuler</translation>
    </message>
    <message>
      <source>&amp;Depth (plies):</source>
      <translation>&amp;Profondeur (demi-coups) :</translation>
    </message>
    <message>
      <source>MCTS &amp;playouts up to:</source>
      <translation>&amp;Simulations MCTS jusqu'à :</translation>
    </message>
    <message>
      <source>The game is over: there is no move to search for.</source>
      <translation>La partie est terminée : il n'y a aucun coup à chercher.</translation>
    </message>
    <message>
      <source>Score for {}</source>
      <translation>Score pour {}</translation>
    </message>
    <message>
      <source>Measuring the position to choose a depth that takes seconds…</source>
      <translation>Mesure de la position pour choisir une profondeur de quelques secondes…</translation>
    </message>
    <message>
      <source>Searching with {engine}, depth {depth}…</source>
      <translation>Recherche avec {engine}, profondeur {depth}…</translation>
    </message>
    <message>
      <source>searching…</source>
      <translation>recherche…</translation>
    </message>
    <message>
      <source>{game} {position}, depth {depth}</source>
      <translation>{game} {position}, profondeur {depth}</translation>
    </message>
    <message>
      <source>Cancelled. Press Run to start again.</source>
      <translation>Annulé. Appuyez sur Lancer pour recommencer.</translation>
    </message>
    <message>
      <source>Done in {seconds} s. Change the depth or the MCTS playouts and press Run to compare again.</source>
      <translation>Terminé en {seconds} s. Changez la profondeur ou les simulations MCTS et appuyez sur Lancer pour comparer à nouveau.</translation>
    </message>
  </context>
  <context>
    <name>CompareWorker</name>
    <message>
      <source>The comparison could not be completed: {}</source>
      <translation>La comparaison n'a pas pu aboutir : {}</translation>
    </message>
  </context>
  <context>
    <name>ComputerTurn</name>
    <message>
      <source>the engine was still preparing</source>
      <translation>le moteur se préparait encore</translation>
    </message>
    <message>
      <source>the engine had no move yet</source>
      <translation>le moteur n'avait pas encore de coup</translation>
    </message>
    <message>
      <source>Played {move} at once: {why}.</source>
      <translation>{move} joué aussitôt : {why}.</translation>
    </message>
    <message>
      <source>{message} It stopped {count} times in a row: the computer does not think again until you ask (Move now, Undo, New game).</source>
      <translation>{message} Il s'est arrêté {count} fois de suite : l'ordinateur ne réfléchit plus tant que vous ne le demandez pas (Jouer maintenant, Annuler, Nouvelle partie).</translation>
    </message>
    <message>
      <source>{} The game is unchanged; the computer thinks again.</source>
      <translation>{} La partie n'a pas changé ; l'ordinateur réfléchit à nouveau.</translation>
    </message>
    <message>
      <source>The computer chose an illegal move ({}).</source>
      <translation>L'ordinateur a choisi un coup illégal ({}).</translation>
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
    <name>EngineChoice</name>
    <message>
      <source>The engine {engine} could not choose a move ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation>Le moteur {engine} n'a pas pu choisir de coup ({reason}) ; le moteur de Plyboard prend le relais, la partie n'a pas changé.</translation>
    </message>
    <message>
      <source>The engine {engine} could not find a hint ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation>Le moteur {engine} n'a pas pu trouver de conseil ({reason}) ; le moteur de Plyboard prend le relais, la partie n'a pas changé.</translation>
    </message>
    <message>
      <source>The engine {engine} could not analyse the position ({reason}); Plyboard's engine takes over, the game is unchanged.</source>
      <translation>Le moteur {engine} n'a pas pu analyser la position ({reason}) ; le moteur de Plyboard prend le relais, la partie n'a pas changé.</translation>
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
      <translation>Régler les options propres au moteur choisi (son préréglage)</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>the level's time</source>
      <translation>temps du niveau</translation>
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
      <source>Not added: {}.</source>
      <translation>Non ajouté : {}.</translation>
    </message>
    <message>
      <source>Added {}.</source>
      <translation>{} ajouté.</translation>
    </message>
    <message>
      <source>Removed {}.</source>
      <translation>{} retiré.</translation>
    </message>
    <message>
      <source>Removed the engine.</source>
      <translation>Moteur retiré.</translation>
    </message>
    <message>
      <source>Choose an engine in the list first.</source>
      <translation>Choisissez d'abord un moteur dans la liste.</translation>
    </message>
    <message>
      <source>Reading the options of {}…</source>
      <translation>Lecture des options de {}…</translation>
    </message>
    <message>
      <source>Options of {engine}: {options}.</source>
      <translation>Options de {engine} : {options}.</translation>
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
      <translation>Blancs</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Noirs</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Résultat</translation>
    </message>
    <message>
      <source>How</source>
      <translation>Comment</translation>
    </message>
    <message>
      <source>Time per move</source>
      <translation>Temps par coup</translation>
    </message>
    <message>
      <source>10 s + 0.1 s a move</source>
      <translation>10 s + 0,1 s par coup</translation>
    </message>
    <message>
      <source>1 min + 1 s a move</source>
      <translation>1 min + 1 s par coup</translation>
    </message>
    <message>
      <source>3 min + 2 s a move</source>
      <translation>3 min + 2 s par coup</translation>
    </message>
    <message>
      <source>40 moves in 1 min</source>
      <translation>40 coups en 1 min</translation>
    </message>
    <message>
      <source>Engine match</source>
      <translation>Match de moteurs</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Time per move of the UCI engines (Plyboard's levels keep theirs)</source>
      <translation>Temps par coup des moteurs UCI (les niveaux de Plyboard gardent le leur)</translation>
    </message>
    <message>
      <source>A clock for both players: each shares out its time, and a fallen flag loses</source>
      <translation>Une pendule pour les deux joueurs : chacun répartit son temps, et qui dépasse le temps perd</translation>
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
      <translation>Chaque paire de parties part de la ligne suivante de la collection d'ouvertures équilibrées et nommées de Plyboard (resources/chess/match-openings.txt)</translation>
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
      <translation>Échiquier du match</translation>
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
      <source>Cannot start: {}.</source>
      <translation>Impossible de démarrer : {}.</translation>
    </message>
    <message>
      <source>{first} against {second}…</source>
      <translation>{first} contre {second}…</translation>
    </message>
    <message>
      <source>Game {game} of {games}: move {move}</source>
      <translation>Partie {game} sur {games} : coup {move}</translation>
    </message>
    <message>
      <source>Match over. {}</source>
      <translation>Match terminé. {}</translation>
    </message>
    <message>
      <source>{a} {wins}, {b} {losses}, {draws} drawn</source>
      <translation>{a} {wins}, {b} {losses}, {draws} nulles</translation>
    </message>
    <message>
      <source>Could not save the games: {}.</source>
      <translation>Impossible d'enregistrer les parties : {}.</translation>
    </message>
    <message>
      <source>Saved {count} games to {file}. {tally}</source>
      <translation>{count} parties enregistrées dans {file}. {tally}</translation>
    </message>
    <message>
      <source>Save the match</source>
      <translation>Enregistrer le match</translation>
    </message>
  </context>
  <context>
    <name>EngineMenu</name>
    <message>
      <source>Plyboard's engine</source>
      <translation>le moteur de Plyboard</translation>
    </message>
    <message>
      <source>&amp;Engine…</source>
      <translation>M&amp;oteur…</translation>
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
      <source>Use &amp;{}</source>
      <translation>Utiliser &amp;{}</translation>
    </message>
    <message>
      <source>Chess engine failed</source>
      <translation>Le moteur d'échecs a échoué</translation>
    </message>
    <message>
      <source>The computer's moves: {opponent} ({seconds} s a move); hints and analysis: {analyser}.</source>
      <translation>Coups de l'ordinateur : {opponent} ({seconds} s par coup) ; conseils et analyse : {analyser}.</translation>
    </message>
    <message>
      <source>The computer's moves: {opponent}; hints and analysis: {analyser}.</source>
      <translation>Coups de l'ordinateur : {opponent} ; conseils et analyse : {analyser}.</translation>
    </message>
  </context>
  <context>
    <name>EngineOptionsDialog</name>
    <message>
      <source>Options of {}</source>
      <translation>Options de {}</translation>
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
    <name>GameController</name>
    <message>
      <source>Could not autosave the game ({}).</source>
      <translation>Impossible d'enregistrer automatiquement la partie ({}).</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Plyboard games (*.plyboard.json *.json)</source>
      <translation>Parties Plyboard (*.plyboard.json *.json)</translation>
    </message>
    <message>
      <source>All files (*)</source>
      <translation>Tous les fichiers (*)</translation>
    </message>
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
      <source>Cannot paste {}</source>
      <translation>Impossible de coller : {}</translation>
    </message>
    <message>
      <source>{}. Nothing changed.</source>
      <translation>{}. Rien n'a changé.</translation>
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
    <message>
      <source>Chess games (*.pgn)</source>
      <translation>Parties d'échecs (*.pgn)</translation>
    </message>
    <message>
      <source>Only chess games can be saved as PGN.</source>
      <translation>Seules les parties d'échecs peuvent être enregistrées en PGN.</translation>
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
      <source>Looking for the best move…</source>
      <translation>Recherche du meilleur coup…</translation>
    </message>
    <message>
      <source>A hint is for your turn, while the game goes on.</source>
      <translation>Un conseil, c'est pour votre tour, pendant la partie.</translation>
    </message>
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
      <source>keeps the win</source>
      <translation>garde le gain</translation>
    </message>
    <message>
      <source>was lost anyway</source>
      <translation>était perdu de toute façon</translation>
    </message>
    <message>
      <source>throws away a win</source>
      <translation>laisse échapper un gain</translation>
    </message>
    <message>
      <source>throws away a win (now a draw)</source>
      <translation>laisse échapper un gain (c'est nulle désormais)</translation>
    </message>
    <message>
      <source>throws away the draw</source>
      <translation>laisse échapper la nulle</translation>
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
      <source>too deep for the solver within {seconds} s</source>
      <translation>trop profond pour le solveur en {seconds} s</translation>
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
    <name>Lessons</name>
    <message>
      <source>Right. {why}</source>
      <translation>Exact. {why}</translation>
    </message>
    <message>
      <source>Not quite: the answer is {right}. {why}</source>
      <translation>Pas tout à fait : la réponse est {right}. {why}</translation>
    </message>
    <message>
      <source>a win for {side}</source>
      <translation>un gain pour {side}</translation>
    </message>
    <message>
      <source>a draw for {side}</source>
      <translation>une nulle pour {side}</translation>
    </message>
    <message>
      <source>a loss for {side}</source>
      <translation>une perte pour {side}</translation>
    </message>
    <message>
      <source>a draw</source>
      <translation>une nulle</translation>
    </message>
    <message>
      <source>a win for {side} in {plies} plies</source>
      <translation>un gain pour {side} en {plies} demi-coups</translation>
    </message>
    <message>
      <source>about {factor} times fewer</source>
      <translation>environ {factor} fois moins</translation>
    </message>
    <message>
      <source>Game trees and minimax</source>
      <translation>Arbres de jeu et minimax</translation>
    </message>
    <message>
      <source>Russell and Norvig, Artificial Intelligence: A Modern Approach, chapter on adversarial search (minimax on tic-tac-toe)</source>
      <translation>Russell et Norvig, Artificial Intelligence: A Modern Approach, chapitre sur la recherche adverse (minimax au morpion)</translation>
    </message>
    <message>
      <source>Depth limits and evaluation functions</source>
      <translation>Limites de profondeur et fonctions d'évaluation</translation>
    </message>
    <message>
      <source>Shannon, Programming a Computer for Playing Chess (1950), on evaluation functions and a limited look-ahead</source>
      <translation>Shannon, Programming a Computer for Playing Chess (1950), sur les fonctions d'évaluation et une anticipation limitée</translation>
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on Connect Four</source>
      <translation>Allis, Searching for Solutions in Games and Artificial Intelligence (thèse, 1994), sur Puissance 4</translation>
    </message>
    <message>
      <source>Alpha-beta: the branches not searched</source>
      <translation>Alpha-bêta : les branches non explorées</translation>
    </message>
    <message>
      <source>Knuth and Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 (1975)</source>
      <translation>Knuth et Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 (1975)</translation>
    </message>
    <message>
      <source>Move ordering and iterative deepening</source>
      <translation>Ordre des coups et approfondissement itératif</translation>
    </message>
    <message>
      <source>Slate and Atkin, Chess 4.5, the Northwestern University chess program (1977), on iterative deepening</source>
      <translation>Slate et Atkin, Chess 4.5, the Northwestern University chess program (1977), sur l’approfondissement itératif</translation>
    </message>
    <message>
      <source>Knuth and Moore (1975), on the best case of alpha-beta with the best move first</source>
      <translation>Knuth et Moore (1975), sur le meilleur cas de l’alpha-bêta, le meilleur coup en premier</translation>
    </message>
    <message>
      <source>Transposition tables and symmetry</source>
      <translation>Tables de transposition et symétrie</translation>
    </message>
    <message>
      <source>Zobrist, A New Hashing Method with Application for Game Playing (1970)</source>
      <translation>Zobrist, A New Hashing Method with Application for Game Playing (1970)</translation>
    </message>
    <message>
      <source>Greenblatt, Eastlake and Crocker, The Greenblatt Chess Program (1967), on remembering positions already searched</source>
      <translation>Greenblatt, Eastlake et Crocker, The Greenblatt Chess Program (1967), sur la mémoire des positions déjà explorées</translation>
    </message>
    <message>
      <source>Monte Carlo tree search and UCT</source>
      <translation>Recherche arborescente Monte-Carlo et UCT</translation>
    </message>
    <message>
      <source>Kocsis and Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)</source>
      <translation>Kocsis et Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)</translation>
    </message>
    <message>
      <source>Solving a game: bitboards and retrograde tables</source>
      <translation>Résoudre un jeu : bitboards et tables rétrogrades</translation>
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on solving Connect Four</source>
      <translation>Allis, Searching for Solutions in Games and Artificial Intelligence (thèse, 1994), sur la résolution de Puissance 4</translation>
    </message>
    <message>
      <source>Pons, Solving Connect 4: how to build a perfect AI (blog and solver, 2019), on bitboards</source>
      <translation>Pons, Solving Connect 4: how to build a perfect AI (blog et solveur, 2019), sur les bitboards</translation>
    </message>
    <message>
      <source>Thompson, Retrograde Analysis of Certain Endgames (1986)</source>
      <translation>Thompson, Retrograde Analysis of Certain Endgames (1986)</translation>
    </message>
    <message>
      <source>Threats: wins by fours and by threes</source>
      <translation>Menaces : gains par des quatre et par des trois</translation>
    </message>
    <message>
      <source>Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994), on threat-space search and Go-Moku</source>
      <translation>Allis, Searching for Solutions in Games and Artificial Intelligence (thèse, 1994), sur la recherche dans l'espace des menaces et le Go-Moku</translation>
    </message>
    <message>
      <source>A chess engine: quiescence and perft</source>
      <translation>Un moteur d'échecs : recherche de quiescence et perft</translation>
    </message>
    <message>
      <source>Shannon, Programming a Computer for Playing Chess (1950)</source>
      <translation>Shannon, Programming a Computer for Playing Chess (1950)</translation>
    </message>
    <message>
      <source>The Chess Programming Wiki's pages on quiescence search and perft</source>
      <translation>Les pages du Chess Programming Wiki sur la recherche de quiescence et perft</translation>
    </message>
    <message>
      <source>Measuring strength: matches and Elo</source>
      <translation>Mesurer la force : matchs et Elo</translation>
    </message>
    <message>
      <source>Elo, The Rating of Chessplayers, Past and Present (1978)</source>
      <translation>Elo, The Rating of Chessplayers, Past and Present (1978)</translation>
    </message>
    <message>
      <source>Agresti and Coull, Approximate Is Better than Exact for Interval Estimation of Binomial Proportions (1998), on the interval</source>
      <translation>Agresti et Coull, Approximate Is Better than Exact for Interval Estimation of Binomial Proportions (1998), sur l'intervalle</translation>
    </message>
    <message>
      <source>twos {two}, threes {three}, centre {centre}</source>
      <translation>deux {two}, trois {three}, centre {centre}</translation>
    </message>
    <message>
      <source>&lt;p&gt;Connect Four is too deep to search to the end at every move, so a program stops after a few plies (here {depth}) and scores the positions there with an &lt;i&gt;evaluation function&lt;/i&gt;: a guess from the discs, such as points for every line of four a side could still fill. The search then trusts the guess. A threat that only shows after the horizon is invisible to it, and a weight that looks sensible can pull the search towards a lost position.&lt;/p&gt;&lt;p&gt;{side} is to move; with perfect play the game is {value}. Three evaluations, each searched {depth} plies deep by alpha-beta, and what the solver says of the move each one plays:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Puissance 4 est trop profond pour être exploré jusqu'au bout à chaque coup : un programme s'arrête donc après quelques demi-coups (ici {depth}) et note les positions atteintes avec une &lt;i&gt;fonction d'évaluation&lt;/i&gt; : une estimation à partir des pions, par exemple des points pour chaque ligne de quatre qu'un camp pourrait encore remplir. La recherche fait alors confiance à l'estimation. Une menace qui n'apparaît qu'après l'horizon lui est invisible, et un poids qui semble raisonnable peut entraîner la recherche vers une position perdue.&lt;/p&gt;&lt;p&gt;{side} a le trait ; avec un jeu parfait, la partie est {value}. Trois évaluations, chacune explorée à {depth} demi-coups par l'alpha-bêta, et ce que dit le solveur du coup que chacune joue :&lt;/p&gt;</translation>
    </message>
    <message>
      <source>weights</source>
      <translation>poids</translation>
    </message>
    <message>
      <source>move</source>
      <translation>coup</translation>
    </message>
    <message>
      <source>after it, with perfect play</source>
      <translation>ensuite, avec un jeu parfait</translation>
    </message>
    <message>
      <source>&lt;p&gt;A solver has no horizon: it searches every line to the end, so it refutes the guess.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Un solveur n'a pas d'horizon : il explore chaque ligne jusqu'au bout, et réfute ainsi l'estimation.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Which weights make the {depth}-ply search find a winning move?</source>
      <translation>Avec quels poids la recherche à {depth} demi-coups trouve-t-elle un coup gagnant ?</translation>
    </message>
    <message>
      <source>With {weights} the search plays {move}, which keeps the win; the others' moves lose it, and the solver shows how.</source>
      <translation>Avec {weights}, la recherche joue {move}, qui garde le gain ; les coups des autres le perdent, et le solveur montre comment.</translation>
    </message>
    <message>
      <source>&lt;p&gt;To &lt;i&gt;solve&lt;/i&gt; a game is to know the value of its positions with perfect play. Connect Four was solved in 1988 (James D. Allen, and Victor Allis): the first player wins by starting in the centre. Our solver, after Pascal Pons's, keeps each side's discs in a 64-bit number (a bitboard), so a drop is an addition and four in a row a few shifts and ands, and searches alpha-beta with null windows, a transposition table and the centre first.&lt;/p&gt;&lt;p&gt;In this position, {side} to move, it searched &lt;b&gt;{nodes:,}&lt;/b&gt; positions and values every drop:&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;i&gt;Résoudre&lt;/i&gt; un jeu, c'est connaître la valeur de ses positions avec un jeu parfait. Puissance 4 a été résolu en 1988 (James D. Allen, et Victor Allis) : le premier joueur gagne en commençant au centre. Notre solveur, d'après celui de Pascal Pons, range les pions de chaque camp dans un nombre de 64 bits (un bitboard) : jouer un pion est une addition, et quatre alignés quelques décalages et « et » logiques ; il cherche par alpha-bêta à fenêtre nulle, avec une table de transposition et le centre en premier.&lt;/p&gt;&lt;p&gt;Dans cette position, {side} au trait, il a exploré &lt;b&gt;{nodes:,}&lt;/b&gt; positions et donne la valeur de chaque coup :&lt;/p&gt;</translation>
    </message>
    <message>
      <source>drop</source>
      <translation>coup</translation>
    </message>
    <message>
      <source>with perfect play</source>
      <translation>avec un jeu parfait</translation>
    </message>
    <message>
      <source>&lt;p&gt;Smaller games are solved backwards: a &lt;i&gt;retrograde&lt;/i&gt; table starts from every finished position and works back move by move until each position has its value and its distance to the end. Read from our tables:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Les jeux plus petits se résolvent à rebours : une table &lt;i&gt;rétrograde&lt;/i&gt; part de toutes les positions finales et remonte coup par coup jusqu'à ce que chaque position ait sa valeur et sa distance à la fin. Lu dans nos tables :&lt;/p&gt;</translation>
    </message>
    <message>
      <source>game, at its start</source>
      <translation>jeu, au départ</translation>
    </message>
    <message>
      <source>to move</source>
      <translation>au trait</translation>
    </message>
    <message>
      <source>Which of these drops wins for {side} fastest?</source>
      <translation>Lequel de ces coups fait gagner {side} le plus vite ?</translation>
    </message>
    <message>
      <source>The solver says {move}: after it, {value}.</source>
      <translation>Le solveur dit {move} : ensuite, {value}.</translation>
    </message>
    <message>
      <source>&lt;p&gt;In five in a row a &lt;i&gt;four&lt;/i&gt; must be answered at once, so a side that can make four after four leaves the opponent one move each time: the tree of such a sequence is a single line, and a program can search it very deep. L. Victor Allis called this &lt;i&gt;threat-space search&lt;/i&gt; (1994): only the attacker's threats and the defender's answers to them, a win by continuous fours (VCF) or, allowing open threes too, a win by threats (VCT).&lt;/p&gt;&lt;p&gt;Here {side} can make {fours} fours. Our threat search finds a win by fours in &lt;b&gt;{moves}&lt;/b&gt; of {side}'s moves, {other}'s answers forced:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{sequence}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{failing} of the fours lead to no such win.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Au jeu de cinq alignés, un &lt;i&gt;quatre&lt;/i&gt; doit être paré aussitôt : un camp qui enchaîne quatre sur quatre ne laisse chaque fois qu'un coup à l'adversaire. L'arbre d'une telle suite est une seule ligne, et un programme peut l'explorer très profondément. L. Victor Allis a appelé cela la &lt;i&gt;recherche dans l'espace des menaces&lt;/i&gt; (1994) : seulement les menaces de l'attaquant et les réponses du défenseur, un gain par quatre continus (VCF) ou, en admettant aussi les trois ouverts, un gain par menaces (VCT).&lt;/p&gt;&lt;p&gt;Ici, {side} peut faire {fours} quatre. Notre recherche de menaces trouve un gain par des quatre en &lt;b&gt;{moves}&lt;/b&gt; coups de {side}, les réponses de {other} étant forcées :&lt;/p&gt;&lt;p&gt;&lt;b&gt;{sequence}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{failing} de ces quatre ne mènent à aucun gain de ce genre.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;Two plies earlier, before {side}'s {own_move} and {other}'s {their_move}, {side} had no win by fours, but a win by threats:&lt;/p&gt;&lt;p&gt;&lt;b&gt;{line}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;An open three leaves the defender several answers (and fours of their own to throw in first), so this search branches: it tries every answer, and the line shows the main ones. It is deeper work than fours alone, which is why programs look for a win by fours first.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Deux demi-coups plus tôt, avant {own_move} de {side} et {their_move} de {other}, {side} n'avait pas de gain par des quatre, mais un gain par menaces :&lt;/p&gt;&lt;p&gt;&lt;b&gt;{line}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Un trois ouvert laisse au défenseur plusieurs réponses (et ses propres quatre à intercaler d'abord) : cette recherche se ramifie donc, elle essaie chaque réponse, et la ligne montre les principales. C'est un travail plus lourd que les quatre seuls, et c'est pourquoi les programmes cherchent d'abord un gain par des quatre.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>With which four does {side}'s win by fours begin?</source>
      <translation>Par quel quatre commence le gain par des quatre de {side} ?</translation>
    </message>
    <message>
      <source>{first}: the threat search wins in {moves} moves with {sequence}.</source>
      <translation>{first} : la recherche de menaces gagne en {moves} coups avec {sequence}.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Claude Shannon's 1950 paper set out how a program could play chess: search a few moves ahead and score the positions reached. A search that stops in the middle of an exchange scores it wrongly: it counts the piece just taken and not the recapture. &lt;i&gt;Quiescence search&lt;/i&gt; plays on from each leaf with captures only (the best ones first: most valuable victim, least valuable attacker) until the position is quiet.&lt;/p&gt;&lt;p&gt;Here, {side} to move, a one-ply search without quiescence plays &lt;b&gt;{blunder}&lt;/b&gt; (it scores {blind:+d} centipawns); with quiescence it sees the answer, scores {blunder} {after:+d}, and plays &lt;b&gt;{sound}&lt;/b&gt; ({seeing:+d}).&lt;/p&gt;&lt;p&gt;How do we know the move generator is right? &lt;i&gt;Perft&lt;/i&gt; counts every line of legal moves to a depth and compares with known counts. From the start, counted now:&lt;/p&gt;</source>
      <translation>&lt;p&gt;L'article de Claude Shannon de 1950 exposait comment un programme pourrait jouer aux échecs : calculer quelques coups à l'avance et noter les positions atteintes. Une recherche qui s'arrête au milieu d'un échange le note mal : elle compte la pièce qui vient d'être prise et pas la reprise. La &lt;i&gt;recherche de quiescence&lt;/i&gt; poursuit depuis chaque feuille avec les seules captures (les meilleures d'abord : la victime la plus précieuse, l'attaquant le moins précieux) jusqu'à ce que la position soit calme.&lt;/p&gt;&lt;p&gt;Ici, {side} au trait, une recherche à un demi-coup sans quiescence joue &lt;b&gt;{blunder}&lt;/b&gt; (elle note {blind:+d} centipions) ; avec la quiescence, elle voit la réponse, note {blunder} {after:+d} et joue &lt;b&gt;{sound}&lt;/b&gt; ({seeing:+d}).&lt;/p&gt;&lt;p&gt;Comment savoir que le générateur de coups est juste ? &lt;i&gt;Perft&lt;/i&gt; compte toutes les suites de coups légaux jusqu'à une profondeur et compare avec des nombres connus. Depuis la position initiale, comptés à l'instant :&lt;/p&gt;</translation>
    </message>
    <message>
      <source>plies</source>
      <translation>demi-coups</translation>
    </message>
    <message>
      <source>positions</source>
      <translation>positions</translation>
    </message>
    <message>
      <source>Which move does the one-ply search without quiescence play?</source>
      <translation>Quel coup joue la recherche à un demi-coup sans quiescence ?</translation>
    </message>
    <message>
      <source>{blunder}: without quiescence it counts the pawn won and stops before the recapture; searched on through the captures, {blunder} is worth {after:+d}.</source>
      <translation>{blunder} : sans quiescence, elle compte le pion gagné et s'arrête avant la reprise ; en poursuivant les captures, {blunder} vaut {after:+d}.</translation>
    </message>
    <message>
      <source>at least {lower} (95%); no losses, so no upper bound</source>
      <translation>au moins {lower} (95 %) ; aucune défaite, donc pas de borne supérieure</translation>
    </message>
    <message>
      <source>at most {upper} (95%); no wins, so no lower bound</source>
      <translation>au plus {upper} (95 %) ; aucune victoire, donc pas de borne inférieure</translation>
    </message>
    <message>
      <source>&lt;p&gt;A program's strength is measured by playing games: the score against an opponent gives a rating difference by the Elo formula (a 64% score is about +100). A few games say little: the interval around the estimate narrows only with the square root of the games, four times as many for half the width. That is why a ladder of levels needs hundreds of games between neighbours.&lt;/p&gt;&lt;p&gt;Just now, {games} games of {game}, {strong} against {weak}, colours alternating: {strong} won &lt;b&gt;{wins}&lt;/b&gt;, drew &lt;b&gt;{draws}&lt;/b&gt;, lost &lt;b&gt;{losses}&lt;/b&gt;, a score of {score:.0%}.&lt;/p&gt;&lt;p&gt;Estimated difference: &lt;b&gt;{estimate}&lt;/b&gt;.&lt;br&gt;The same score over {more_games} games would give {tenfold}.&lt;/p&gt;</source>
      <translation>&lt;p&gt;La force d'un programme se mesure en jouant des parties : le score contre un adversaire donne un écart de classement par la formule Elo (un score de 64 % vaut environ +100). Quelques parties disent peu : l'intervalle autour de l'estimation ne se resserre qu'avec la racine carrée du nombre de parties, quatre fois plus pour une largeur deux fois moindre. C'est pourquoi une échelle de niveaux demande des centaines de parties entre voisins.&lt;/p&gt;&lt;p&gt;À l'instant, {games} parties de {game}, {strong} contre {weak}, en alternant les couleurs : {strong} en a gagné &lt;b&gt;{wins}&lt;/b&gt;, annulé &lt;b&gt;{draws}&lt;/b&gt;, perdu &lt;b&gt;{losses}&lt;/b&gt;, soit un score de {score:.0%}.&lt;/p&gt;&lt;p&gt;Écart estimé : &lt;b&gt;{estimate}&lt;/b&gt;.&lt;br&gt;Le même score sur {more_games} parties donnerait {tenfold}.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Do these {games} games show, at 95%, that {strong} is stronger?</source>
      <translation>Ces {games} parties montrent-elles, à 95 %, que {strong} est plus fort ?</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>oui</translation>
    </message>
    <message>
      <source>no</source>
      <translation>non</translation>
    </message>
    <message>
      <source>The interval is {interval}: its lower end is above 0.</source>
      <translation>L'intervalle est {interval} : sa borne inférieure est au-dessus de 0.</translation>
    </message>
    <message>
      <source>The interval is {interval}: it still reaches 0 or below.</source>
      <translation>L'intervalle est {interval} : il descend encore à 0 ou en dessous.</translation>
    </message>
    <message>
      <source>&lt;p&gt;A game tree has the position at its root and a branch for every move. Minimax gives each position the best value its side to move can force: at {side}'s turn the largest of the children's values, at {other}'s the smallest, down to positions where the game is over.&lt;/p&gt;&lt;p&gt;Here {side} is to move with {count} moves. Searched to the end, minimax visited &lt;b&gt;{nodes:,}&lt;/b&gt; positions and gives every move this value:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Un arbre de jeu a la position à sa racine et une branche pour chaque coup. Le minimax donne à chaque position la meilleure valeur que le camp au trait peut imposer : au tour de {side}, la plus grande des valeurs de ses enfants, au tour de {other}, la plus petite, jusqu'aux positions où la partie est finie.&lt;/p&gt;&lt;p&gt;Ici, {side} a le trait avec {count} coups possibles. Exploré jusqu'au bout, le minimax a visité &lt;b&gt;{nodes:,}&lt;/b&gt; positions et donne à chaque coup cette valeur :&lt;/p&gt;</translation>
    </message>
    <message>
      <source>So what is the position worth for {side}, who is to move?</source>
      <translation>Que vaut donc la position pour {side}, qui a le trait ?</translation>
    </message>
    <message>
      <source>The root takes the best of its children for the side to move: {side} has a move worth {value}, and none better.</source>
      <translation>La racine prend le meilleur de ses enfants pour le camp au trait : {side} a un coup qui vaut {value}, et aucun meilleur.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Alpha-beta finds the same value as minimax without looking at everything. It carries a window [α, β]: α is what the side to move is already sure of, β what the opponent will allow. As soon as one reply shows that a move is at least β for the side that replies, that move is no better than one already found, and its other replies need not be searched: a &lt;i&gt;β cut-off&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Here {side} is to move. After {side}'s {move}, {other}'s reply {reply} is already good enough for {other}, and alpha-beta skips the other {pruned} replies. Over the whole tree it searched &lt;b&gt;{alphabeta_nodes:,}&lt;/b&gt; positions where minimax searched &lt;b&gt;{minimax_nodes:,}&lt;/b&gt;.&lt;/p&gt;</source>
      <translation>&lt;p&gt;L'alpha-bêta trouve la même valeur que le minimax sans tout regarder. Il porte une fenêtre [α, β] : α est ce dont le camp au trait est déjà sûr, β ce que l'adversaire acceptera. Dès qu'une réponse montre qu'un coup vaut au moins β pour le camp qui répond, ce coup n'est pas meilleur qu'un coup déjà trouvé, et ses autres réponses n'ont pas besoin d'être explorées : une &lt;i&gt;coupure β&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Ici, {side} a le trait. Après {move} de {side}, la réponse {reply} de {other} est déjà assez bonne pour {other}, et l'alpha-bêta saute les {pruned} autres réponses. Sur tout l'arbre, il a exploré &lt;b&gt;{alphabeta_nodes:,}&lt;/b&gt; positions là où le minimax en a exploré &lt;b&gt;{minimax_nodes:,}&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>the replies were all searched: no cut-off after {move}</source>
      <translation>les réponses ont toutes été explorées : pas de coupure après {move}</translation>
    </message>
    <message>
      <source>Why does alpha-beta stop searching {other}'s replies to {move} after {reply}?</source>
      <translation>Pourquoi l'alpha-bêta cesse-t-il d'explorer les réponses de {other} à {move} après {reply} ?</translation>
    </message>
    <message>
      <source>{reply} is worth {value} for {other} (from {other}'s side), which reaches β = {beta}: {side} already has a move at least that good, so {move} cannot be better and its other replies cannot change the choice.</source>
      <translation>{reply} vaut {value} pour {other} (du point de vue de {other}), ce qui atteint β = {beta} : {side} a déjà un coup au moins aussi bon, donc {move} ne peut pas être meilleur et ses autres réponses ne peuvent pas changer le choix.</translation>
    </message>
    <message>
      <source>moves in board order</source>
      <translation>coups dans l'ordre du plateau</translation>
    </message>
    <message>
      <source>promising moves first</source>
      <translation>coups prometteurs d'abord</translation>
    </message>
    <message>
      <source>alpha-beta, {order}</source>
      <translation>alpha-bêta, {order}</translation>
    </message>
    <message>
      <source>&lt;p&gt;Alpha-beta cuts more the sooner it meets the best move: tried first, a strong move sets a window that cuts its rivals' replies at once. Programs therefore try promising moves first (here winning drops, then blocks, then from the centre out). Iterative deepening searches 1 ply, then 2, ... up to the depth: each shallow search is cheap, tells the next one which move to try first, and leaves a move ready when the time runs out.&lt;/p&gt;&lt;p&gt;Connect Four, {side} to move, searched {depth} plies deep by iterative deepening (positions over all iterations):&lt;/p&gt;</source>
      <translation>&lt;p&gt;L'alpha-bêta coupe d'autant plus qu'il rencontre tôt le meilleur coup : essayé en premier, un coup fort fixe une fenêtre qui coupe aussitôt les réponses à ses rivaux. Les programmes essaient donc d'abord les coups prometteurs (ici les coups gagnants, puis les blocages, puis du centre vers les bords). L'approfondissement itératif explore 1 demi-coup, puis 2, ... jusqu'à la profondeur : chaque recherche peu profonde coûte peu, indique à la suivante quel coup essayer en premier, et laisse un coup prêt quand le temps est écoulé.&lt;/p&gt;&lt;p&gt;Puissance 4, {side} au trait, exploré à {depth} demi-coups par approfondissement itératif (positions sur toutes les itérations) :&lt;/p&gt;</translation>
    </message>
    <message>
      <source>search</source>
      <translation>recherche</translation>
    </message>
    <message>
      <source>&lt;p&gt;Positions in each iteration:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Positions à chaque itération :&lt;/p&gt;</translation>
    </message>
    <message>
      <source>depth</source>
      <translation>profondeur</translation>
    </message>
    <message>
      <source>the same value</source>
      <translation>la même valeur</translation>
    </message>
    <message>
      <source>values that differ</source>
      <translation>des valeurs différentes</translation>
    </message>
    <message>
      <source>How many times fewer positions does the ordered search need than the first?</source>
      <translation>Combien de fois moins de positions la recherche ordonnée demande-t-elle que la première ?</translation>
    </message>
    <message>
      <source>{first:,} against {ordered:,}: {ratio:.1f} times fewer, for the same depth and {same}.</source>
      <translation>{first:,} contre {ordered:,} : {ratio:.1f} fois moins, pour la même profondeur et {same}.</translation>
    </message>
    <message>
      <source>no table</source>
      <translation>aucune table</translation>
    </message>
    <message>
      <source>a transposition table</source>
      <translation>une table de transposition</translation>
    </message>
    <message>
      <source>a table that counts the board's eight symmetries as one</source>
      <translation>une table qui compte les huit symétries du plateau pour une seule</translation>
    </message>
    <message>
      <source>&lt;p&gt;Different move orders often reach the same position: X on a1 then O on b2 then X on c3 is the position of X on c3, O on b2, X on a1. A &lt;i&gt;transposition table&lt;/i&gt; stores each position searched, under a key computed from the position alone (a Zobrist hash in most programs), with its value, the depth searched and whether the value is exact or only a bound; meeting the position again costs one look-up.&lt;/p&gt;&lt;p&gt;Symmetry goes further: a position turned or mirrored has the same value, so a program can store it under one key for all eight images of a square board (Connect Four has two: the board and its mirror).&lt;/p&gt;&lt;p&gt;Tic-tac-toe from the empty board, {side} to move, searched to the end by alpha-beta with the same move ordering:&lt;/p&gt;</source>
      <translation>&lt;p&gt;Des ordres de coups différents mènent souvent à la même position : X en a1 puis O en b2 puis X en c3 donne la position de X en c3, O en b2, X en a1. Une &lt;i&gt;table de transposition&lt;/i&gt; range chaque position explorée sous une clé calculée à partir de la seule position (un hachage de Zobrist dans la plupart des programmes), avec sa valeur, la profondeur explorée et si la valeur est exacte ou seulement une borne ; retrouver la position ne coûte alors qu'une consultation.&lt;/p&gt;&lt;p&gt;La symétrie va plus loin : une position tournée ou reflétée a la même valeur, si bien qu'un programme peut la ranger sous une seule clé pour les huit images d'un plateau carré (Puissance 4 en a deux : le plateau et son miroir).&lt;/p&gt;&lt;p&gt;Morpion depuis le plateau vide, {side} au trait, exploré jusqu'au bout par l'alpha-bêta avec le même ordre des coups :&lt;/p&gt;</translation>
    </message>
    <message>
      <source>search with</source>
      <translation>recherche avec</translation>
    </message>
    <message>
      <source>value</source>
      <translation>valeur</translation>
    </message>
    <message>
      <source>How many times fewer positions does the table with symmetry need than the table alone?</source>
      <translation>Combien de fois moins de positions la table avec symétrie demande-t-elle que la table seule ?</translation>
    </message>
    <message>
      <source>{table:,} against {symmetry:,}: {ratio:.1f} times fewer (and {against_none:.0f} times fewer than no table), with the same value: a turned board is the same game.</source>
      <translation>{table:,} contre {symmetry:,} : {ratio:.1f} fois moins (et {against_none:.0f} fois moins que sans table), avec la même valeur : un plateau tourné est le même jeu.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Monte Carlo tree search does not need an evaluation: it plays games to the end with random moves (playouts) and grows a tree where they went. Each playout starts at the root and goes down by UCT: at every node it takes the child with the highest &lt;i&gt;mean result + c·√(ln N / n)&lt;/i&gt;, where N counts the parent's visits, n the child's, and c = {c:.3f}. The first term favours moves that did well, the second moves tried seldom.&lt;/p&gt;&lt;p&gt;After {playouts} playouts from this position ({side} to move):&lt;/p&gt;</source>
      <translation>&lt;p&gt;La recherche arborescente Monte-Carlo n'a pas besoin d'évaluation : elle joue des parties jusqu'au bout avec des coups au hasard (des simulations) et fait pousser un arbre là où elles sont passées. Chaque simulation part de la racine et descend selon UCT : à chaque nœud, elle prend l'enfant au plus haut &lt;i&gt;résultat moyen + c·√(ln N / n)&lt;/i&gt;, où N compte les visites du parent, n celles de l'enfant, et c = {c:.3f}. Le premier terme favorise les coups qui ont réussi, le second ceux rarement essayés.&lt;/p&gt;&lt;p&gt;Après {playouts} simulations depuis cette position ({side} au trait) :&lt;/p&gt;</translation>
    </message>
    <message>
      <source>visits</source>
      <translation>visites</translation>
    </message>
    <message>
      <source>wins</source>
      <translation>gains</translation>
    </message>
    <message>
      <source>Which of {side}'s moves will playout {playout} try first?</source>
      <translation>Quel coup de {side} la simulation {playout} essaiera-t-elle en premier ?</translation>
    </message>
    <message>
      <source>{best} has the highest UCT value, {value:.3f}: selection follows UCT, not the most visits.</source>
      <translation>{best} a la plus haute valeur UCT, {value:.3f} : la sélection suit UCT, pas le plus de visites.</translation>
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
      <source>Advanced</source>
      <translation>Avancé</translation>
    </message>
    <message>
      <source>Strong</source>
      <translation>Fort</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <source>random</source>
      <translation>au hasard</translation>
    </message>
    <message>
      <source>perfect</source>
      <translation>parfait</translation>
    </message>
    <message>
      <source>patterns</source>
      <translation>motifs</translation>
    </message>
    <message>
      <source>compiled</source>
      <translation>compilé</translation>
    </message>
    <message>
      <source>horizon</source>
      <translation>horizon</translation>
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
    <message>
      <source>{level} — about {rating}</source>
      <translation>{level} — environ {rating}</translation>
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
    <name>MoveNumbers</name>
    <message>
      <source>&amp;Off</source>
      <translation>&amp;Aucun</translation>
    </message>
    <message>
      <source>&amp;Last {} moves</source>
      <translation>Les {} &amp;derniers coups</translation>
    </message>
    <message>
      <source>&amp;All moves</source>
      <translation>&amp;Tous les coups</translation>
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
      <source>Edit comment &amp;before this variation…</source>
      <translation>Modifier le commentaire a&amp;vant cette variante…</translation>
    </message>
    <message>
      <source>Add comment &amp;before this variation…</source>
      <translation>Ajouter un commentaire a&amp;vant cette variante…</translation>
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
      <source>Comment before this variation (empty: none):</source>
      <translation>Commentaire avant cette variante (vide : aucun) :</translation>
    </message>
    <message>
      <source>Comment on this move (empty: none):</source>
      <translation>Commentaire sur ce coup (vide : aucun) :</translation>
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
      <source>You drop in column {column}.</source>
      <translation>Vous jouez dans la colonne {column}.</translation>
    </message>
    <message>
      <source>Computer drops in column {column}.</source>
      <translation>L'ordinateur joue dans la colonne {column}.</translation>
    </message>
    <message>
      <source>{side} drops in column {column}.</source>
      <translation>{side} : colonne {column}.</translation>
    </message>
    <message>
      <source>You move a hound from point {start} to point {to}.</source>
      <translation>Vous déplacez un chien du point {start} au point {to}.</translation>
    </message>
    <message>
      <source>You move the hare from point {start} to point {to}.</source>
      <translation>Vous déplacez le lièvre du point {start} au point {to}.</translation>
    </message>
    <message>
      <source>Computer moves a hound from point {start} to point {to}.</source>
      <translation>L'ordinateur déplace un chien du point {start} au point {to}.</translation>
    </message>
    <message>
      <source>Computer moves the hare from point {start} to point {to}.</source>
      <translation>L'ordinateur déplace le lièvre du point {start} au point {to}.</translation>
    </message>
    <message>
      <source>A hound moves from point {start} to point {to}.</source>
      <translation>Un chien va du point {start} au point {to}.</translation>
    </message>
    <message>
      <source>The hare moves from point {start} to point {to}.</source>
      <translation>Le lièvre va du point {start} au point {to}.</translation>
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
      <source>&amp;RIF (two proposals for the 5th stone)</source>
      <translation>&amp;RIF (deux propositions pour la 5e pierre)</translation>
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
      <source>The game opened without its opening rule, which could not be read: {0}</source>
      <translation>La partie s'est ouverte sans sa règle d'ouverture, qui n'a pas pu être lue : {0}</translation>
    </message>
    <message>
      <source>The opening rule was left: {0}.</source>
      <translation>La règle d'ouverture ne s'applique plus : {0}.</translation>
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
      <source>Wait: the computer proposes the 5th stone.</source>
      <translation>Patientez : l'ordinateur propose la 5e pierre.</translation>
    </message>
    <message>
      <source>Wait: the computer picks the 5th stone.</source>
      <translation>Patientez : l'ordinateur choisit la 5e pierre.</translation>
    </message>
    <message>
      <source>Not there: {0}.</source>
      <translation>Pas ici : {0}.</translation>
    </message>
    <message>
      <source>The computer chooses its colour…</source>
      <translation>L'ordinateur choisit sa couleur…</translation>
    </message>
    <message>
      <source>The computer proposes two points for the 5th stone…</source>
      <translation>L'ordinateur propose deux points pour la 5e pierre…</translation>
    </message>
    <message>
      <source>RIF: propose point {0} of 2 for Black's 5th stone.</source>
      <translation>RIF : proposez le point {0} sur 2 pour la 5e pierre de Noir.</translation>
    </message>
    <message>
      <source>The computer picks one of the two proposals…</source>
      <translation>L'ordinateur choisit l'une des deux propositions…</translation>
    </message>
    <message>
      <source>RIF: pick Black's 5th stone, {0} or {1} (on the board or here).</source>
      <translation>RIF : choisissez la 5e pierre de Noir, {0} ou {1} (sur le plateau ou ici).</translation>
    </message>
    <message>
      <source>Pick {0}</source>
      <translation>Choisir {0}</translation>
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
    <name>Openings</name>
    <message>
      <source>I place two more: the three stones are close to even ({score} for White)</source>
      <translation>Je pose deux pierres de plus : les trois pierres sont presque équilibrées ({score} pour Blanc)</translation>
    </message>
    <message>
      <source>I take White: Black's stones give White the better game, {score}</source>
      <translation>Je prends Blanc : les pierres de Noir donnent le meilleur jeu à Blanc, {score}</translation>
    </message>
    <message>
      <source>I take Black: Black's stones are worth more, {score} for White</source>
      <translation>Je prends Noir : les pierres de Noir valent davantage, {score} pour Blanc</translation>
    </message>
    <message>
      <source>the opening is settled</source>
      <translation>l'ouverture est réglée</translation>
    </message>
    <message>
      <source>a colour must be chosen first</source>
      <translation>il faut d'abord choisir une couleur</translation>
    </message>
    <message>
      <source>Black proposes two points for the 5th stone first</source>
      <translation>Noir propose d'abord deux points pour la 5e pierre</translation>
    </message>
    <message>
      <source>the 5th stone must be one of Black's two proposals</source>
      <translation>la 5e pierre doit être l'une des deux propositions de Noir</translation>
    </message>
    <message>
      <source>that point is already taken</source>
      <translation>ce point est déjà occupé</translation>
    </message>
    <message>
      <source>that point is proposed already</source>
      <translation>ce point est déjà proposé</translation>
    </message>
    <message>
      <source>no proposal for the 5th stone is due now</source>
      <translation>aucune proposition pour la 5e pierre n'est attendue maintenant</translation>
    </message>
    <message>
      <source>there are no two proposals to pick from now</source>
      <translation>il n'y a pas maintenant deux propositions à choisir</translation>
    </message>
    <message>
      <source>no colour choice is pending</source>
      <translation>aucun choix de couleur n'est en attente</translation>
    </message>
    <message>
      <source>the 1st stone goes on the centre point</source>
      <translation>la 1re pierre va sur le point central</translation>
    </message>
    <message>
      <source>the 2nd stone goes next to the centre point (the central 3x3 square)</source>
      <translation>la 2e pierre va à côté du point central (le carré central de 3x3)</translation>
    </message>
    <message>
      <source>the 3rd stone goes within the central 5x5 square</source>
      <translation>la 3e pierre va dans le carré central de 5x5</translation>
    </message>
    <message>
      <source>the two proposals are the same move mirrored or turned on this position: they must differ in all respects</source>
      <translation>les deux propositions sont le même coup reflété ou tourné sur cette position : elles doivent différer en tout point</translation>
    </message>
    <message>
      <source>I propose {first} and {second} for the 5th stone: my two best points that differ ({first_score} and {second_score} for White)</source>
      <translation>Je propose {first} et {second} pour la 5e pierre : mes deux meilleurs points qui diffèrent ({first_score} et {second_score} pour Blanc)</translation>
    </message>
    <message>
      <source>I pick {best} for Black's 5th stone: it leaves White {best_score}, {other} would leave {other_score}</source>
      <translation>Je choisis {best} pour la 5e pierre de Noir : elle laisse {best_score} à Blanc, {other} laisserait {other_score}</translation>
    </message>
  </context>
  <context>
    <name>OptionsReader</name>
    <message>
      <source>Could not read the options of {engine}: {error}.</source>
      <translation>Impossible de lire les options de {engine} : {error}.</translation>
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
      <source>move limit</source>
      <translation>limite de coups</translation>
    </message>
    <message>
      <source>stopped</source>
      <translation>arrêtée</translation>
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
    <name>Palette</name>
    <message>
      <source>&amp;Light</source>
      <translation>C&amp;lair</translation>
    </message>
    <message>
      <source>&amp;Dark</source>
      <translation>S&amp;ombre</translation>
    </message>
    <message>
      <source>&amp;High contrast</source>
      <translation>&amp;Contraste élevé</translation>
    </message>
  </context>
  <context>
    <name>PieceSet</name>
    <message>
      <source>&amp;Classic</source>
      <translation>&amp;Classique</translation>
    </message>
    <message>
      <source>&amp;Silhouettes</source>
      <translation>&amp;Silhouettes</translation>
    </message>
    <message>
      <source>&amp;Letters</source>
      <translation>&amp;Lettres</translation>
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
    <message>
      <source>white</source>
      <translation>blanc</translation>
    </message>
    <message>
      <source>black</source>
      <translation>noir</translation>
    </message>
    <message>
      <source>red</source>
      <translation>rouge</translation>
    </message>
    <message>
      <source>yellow</source>
      <translation>jaune</translation>
    </message>
    <message>
      <source>pawn</source>
      <translation>pion</translation>
    </message>
    <message>
      <source>knight</source>
      <translation>cavalier</translation>
    </message>
    <message>
      <source>bishop</source>
      <translation>fou</translation>
    </message>
    <message>
      <source>rook</source>
      <translation>tour</translation>
    </message>
    <message>
      <source>queen</source>
      <translation>dame</translation>
    </message>
    <message>
      <source>king</source>
      <translation>roi</translation>
    </message>
    <message>
      <source>stone</source>
      <translation>pierre</translation>
    </message>
    <message>
      <source>piece</source>
      <translation>pion</translation>
    </message>
    <message>
      <source>disc</source>
      <translation>pion</translation>
    </message>
  </context>
  <context>
    <name>Positions</name>
    <message>
      <source>at the start</source>
      <translation>au départ</translation>
    </message>
    <message>
      <source>after {count} moves</source>
      <translation>après {count} coups</translation>
    </message>
    <message>
      <source>after {moves}</source>
      <translation>après {moves}</translation>
    </message>
  </context>
  <context>
    <name>PromotionChooser</name>
    <message>
      <source>Promote to {}</source>
      <translation>Promouvoir en : {}</translation>
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
      <source>The threat search found no move of yours that missed a win by fours or let the opponent have one.</source>
      <translation>La recherche de menaces n'a trouvé aucun coup de votre part qui ait manqué un gain par quatre ou qui en ait offert un à l'adversaire.</translation>
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
    <name>PuzzleStatistics</name>
    <message>
      <source>Puzzles</source>
      <translation>Problèmes</translation>
    </message>
    <message>
      <source>Rating</source>
      <translation>Classement</translation>
    </message>
    <message>
      <source>Streak</source>
      <translation>Série</translation>
    </message>
    <message>
      <source>Solved</source>
      <translation>Résolus</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>Manqués</translation>
    </message>
    <message>
      <source>Latest</source>
      <translation>Derniers</translation>
    </message>
    <message>
      <source>Puzzle history</source>
      <translation>Historique des problèmes</translation>
    </message>
    <message>
      <source>No puzzles tried yet (Game &gt; Puzzles…).</source>
      <translation>Aucun problème tenté pour l'instant (Partie &gt; Problèmes…).</translation>
    </message>
    <message>
      <source>Solved and failed count the latest {0} puzzles of each game.</source>
      <translation>Résolus et Manqués portent sur les {0} derniers problèmes de chaque jeu.</translation>
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
      <source>&lt;b&gt;{0} to move: {1}&lt;/b&gt;</source>
      <translation>&lt;b&gt;{0} au trait : {1}&lt;/b&gt;</translation>
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
      <source>Also right: {0} and {1} more</source>
      <translation>Également juste : {0} et {1} autres</translation>
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
    <name>Puzzles</name>
    <message>
      <source>draw</source>
      <translation>nulle</translation>
    </message>
    <message>
      <source>win material</source>
      <translation>gagner du matériel</translation>
    </message>
    <message>
      <source>this only draws</source>
      <translation>ceci ne fait que nulle</translation>
    </message>
    <message>
      <source>right: it wins</source>
      <translation>juste : cela gagne</translation>
    </message>
    <message>
      <source>right: it holds the draw</source>
      <translation>juste : cela tient la nulle</translation>
    </message>
    <message>
      <source>right: five in a row</source>
      <translation>juste : cinq alignés</translation>
    </message>
    <message>
      <source>right: checkmate</source>
      <translation>juste : échec et mat</translation>
    </message>
    <message>
      <source>right: it wins material</source>
      <translation>juste : cela gagne du matériel</translation>
    </message>
    <message>
      <source>this four does not lead to a win by fours</source>
      <translation>ce quatre ne mène pas à un gain par des quatre</translation>
    </message>
    <message>
      <source>find a better move</source>
      <translation>trouver un meilleur coup</translation>
    </message>
    <message>
      <source>stop the win by fours</source>
      <translation>empêcher le gain par des quatre</translation>
    </message>
    <message>
      <source>stop the threat</source>
      <translation>parer la menace</translation>
    </message>
    <message>
      <source>right: a double four wins</source>
      <translation>juste : un double quatre gagne</translation>
    </message>
    <message>
      <source>win in {count}</source>
      <translation>gain en {count}</translation>
    </message>
    <message>
      <source>win by fours in {count}</source>
      <translation>gain par des quatre en {count}</translation>
    </message>
    <message>
      <source>mate in {count}</source>
      <translation>mat en {count}</translation>
    </message>
    <message>
      <source>win by threes in {count}</source>
      <translation>gain par des trois en {count}</translation>
    </message>
    <message>
      <source>right: {side} cannot meet the threats</source>
      <translation>juste : {side} ne peut pas parer les menaces</translation>
    </message>
    <message>
      <source>this is neither a four nor an open three: {side} is free to answer</source>
      <translation>ce n'est ni un quatre ni un trois ouvert : {side} est libre de répondre</translation>
    </message>
    <message>
      <source>{side} can meet this threat: no win by threats follows</source>
      <translation>{side} peut parer cette menace : aucun gain par menaces ne suit</translation>
    </message>
    <message>
      <source>{side} answers at {cell} and no win by threats follows</source>
      <translation>{side} répond en {cell} et aucun gain par menaces ne suit</translation>
    </message>
    <message>
      <source>right: {side} has no win by fours or threes left</source>
      <translation>juste : {side} n'a plus de gain par des quatre ou des trois</translation>
    </message>
    <message>
      <source>{side} still wins by fours: {line}</source>
      <translation>{side} gagne encore par des quatre : {line}</translation>
    </message>
    <message>
      <source>{side} still wins by threes: {line}</source>
      <translation>{side} gagne encore par des trois : {line}</translation>
    </message>
    <message>
      <source>this lets {side} win in 1 move</source>
      <translation>ceci laisse {side} gagner en 1 coup</translation>
    </message>
    <message>
      <source>this lets {side} win in {count} moves</source>
      <translation>ceci laisse {side} gagner en {count} coups</translation>
    </message>
    <message>
      <source>right: it wins in 1 move</source>
      <translation>juste : cela gagne en 1 coup</translation>
    </message>
    <message>
      <source>right: it wins in 1 move, though more slowly than the best</source>
      <translation>juste : cela gagne en 1 coup, quoique plus lentement que le meilleur</translation>
    </message>
    <message>
      <source>right: it wins in {count} moves</source>
      <translation>juste : cela gagne en {count} coups</translation>
    </message>
    <message>
      <source>right: it wins in {count} moves, though more slowly than the best</source>
      <translation>juste : cela gagne en {count} coups, quoique plus lentement que le meilleur</translation>
    </message>
    <message>
      <source>this lets {side} make five</source>
      <translation>ceci laisse {side} aligner cinq</translation>
    </message>
    <message>
      <source>this is not a four: {side} is free to answer anywhere</source>
      <translation>ce n'est pas un quatre : {side} peut répondre n'importe où</translation>
    </message>
    <message>
      <source>right: {side} must block at {cell}</source>
      <translation>juste : {side} doit bloquer en {cell}</translation>
    </message>
    <message>
      <source>right: it mates in {count}</source>
      <translation>juste : cela mate en {count}</translation>
    </message>
    <message>
      <source>this lets the opponent mate in {count}</source>
      <translation>ceci laisse l'adversaire mater en {count}</translation>
    </message>
    <message>
      <source>this does not mate in {count}</source>
      <translation>ceci ne mate pas en {count}</translation>
    </message>
    <message>
      <source>right: {move} is the review's best move</source>
      <translation>juste : {move} est le meilleur coup de la revue</translation>
    </message>
    <message>
      <source>this loses {amount} pawns against {best}</source>
      <translation>ceci perd {amount} pions par rapport à {best}</translation>
    </message>
    <message>
      <source>right: within {amount} pawns of {best}</source>
      <translation>juste : à {amount} pion près de {best}</translation>
    </message>
    <message>
      <source>right: as good as {best}</source>
      <translation>juste : aussi bon que {best}</translation>
    </message>
    <message>
      <source>this lets {side} make five at {cell}</source>
      <translation>ceci laisse {side} aligner cinq en {cell}</translation>
    </message>
    <message>
      <source>right: {side} has no win by fours now</source>
      <translation>juste : {side} n'a plus de gain par des quatre</translation>
    </message>
    <message>
      <source>this lets {side} win by fours: {line}</source>
      <translation>ceci laisse {side} gagner par des quatre : {line}</translation>
    </message>
    <message>
      <source>right: after {side} blocks at {cell}, {side} has no win by fours</source>
      <translation>juste : après le blocage de {side} en {cell}, {side} n'a pas de gain par des quatre</translation>
    </message>
    <message>
      <source>this four only delays: {side} blocks at {cell} and still wins by fours: {line}</source>
      <translation>ce quatre ne fait que retarder : {side} bloque en {cell} et gagne quand même par des quatre : {line}</translation>
    </message>
    <message>
      <source>{cells} (1 move)</source>
      <translation>{cells} (1 coup)</translation>
    </message>
    <message>
      <source>{cells} ({count} moves)</source>
      <translation>{cells} ({count} coups)</translation>
    </message>
    <message>
      <source>this leaves the position about even ({score})</source>
      <translation>ceci laisse la position à peu près égale ({score})</translation>
    </message>
  </context>
  <context>
    <name>ReviewWorker</name>
    <message>
      <source>The review could not be completed: {}</source>
      <translation>La revue n'a pas pu aboutir : {}</translation>
    </message>
  </context>
  <context>
    <name>Rules</name>
    <message>
      <source>When the board fills up without such a row, the game is a draw.</source>
      <translation>Si le plateau se remplit sans qu'une telle ligne apparaisse, la partie est nulle.</translation>
    </message>
    <message>
      <source>With perfect play by both sides it is always a draw.</source>
      <translation>Avec un jeu parfait des deux côtés, c'est toujours nulle.</translation>
    </message>
    <message>
      <source>The disc falls to the lowest free cell of that column, and a full column cannot be chosen.</source>
      <translation>Le pion tombe dans la case libre la plus basse de cette colonne ; une colonne pleine ne peut pas être choisie.</translation>
    </message>
    <message>
      <source>The first to line up four of their discs across, up and down, or diagonally wins.</source>
      <translation>Le premier qui aligne quatre de ses pions, horizontalement, verticalement ou en diagonale, gagne.</translation>
    </message>
    <message>
      <source>When the board fills up without four in a row, the game is a draw.</source>
      <translation>Si le plateau se remplit sans quatre alignés, la partie est nulle.</translation>
    </message>
    <message>
      <source>With perfect play the first player wins by starting in the centre column.</source>
      <translation>Avec un jeu parfait, le premier joueur gagne en commençant dans la colonne du centre.</translation>
    </message>
    <message>
      <source>Three hounds hunt one hare on a board of eleven points joined by lines: the top row 1-2-3, the middle row 4-5-6-7-8 (4 is the left tip, 6 the centre, 8 the right tip) and the bottom row 9-10-11.</source>
      <translation>Trois chiens chassent un lièvre sur un plateau de onze points reliés par des lignes : la rangée du haut 1-2-3, la rangée du milieu 4-5-6-7-8 (4 est la pointe gauche, 6 le centre, 8 la pointe droite) et la rangée du bas 9-10-11.</translation>
    </message>
    <message>
      <source>From the left, the columns are 4 | 1, 5, 9 | 2, 6, 10 | 3, 7, 11 | 8.</source>
      <translation>De gauche à droite, les colonnes sont 4 | 1, 5, 9 | 2, 6, 10 | 3, 7, 11 | 8.</translation>
    </message>
    <message>
      <source>A move takes one piece one step along a line to an empty point: the hare may step in any direction, a hound never to a point in a column further left.</source>
      <translation>Un coup déplace une pièce d'un pas le long d'une ligne vers un point vide : le lièvre peut aller dans toutes les directions, un chien jamais vers un point d'une colonne plus à gauche.</translation>
    </message>
    <message>
      <source>The hounds start on 1, 4 and 9, the hare on 8.</source>
      <translation>Les chiens partent de 1, 4 et 9, le lièvre de 8.</translation>
    </message>
    <message>
      <source>The hounds start on 1, 4 and 9, the hare on 6 (the centre).</source>
      <translation>Les chiens partent de 1, 4 et 9, le lièvre de 6 (le centre).</translation>
    </message>
    <message>
      <source>The hounds move first.</source>
      <translation>Les chiens jouent en premier.</translation>
    </message>
    <message>
      <source>The hare moves first.</source>
      <translation>Le lièvre joue en premier.</translation>
    </message>
    <message>
      <source>The hounds win when the hare cannot move.</source>
      <translation>Les chiens gagnent quand le lièvre ne peut plus bouger.</translation>
    </message>
    <message>
      <source>The hare wins when no hound stands in a column left of the hare's column (it has slipped past them; a hare on point 4 has always won), or when the hounds make 10 vertical moves in a row (they are stalling; the hare's moves in between do not break the count).</source>
      <translation>Le lièvre gagne quand aucun chien ne se trouve dans une colonne à gauche de la sienne (il leur a échappé ; un lièvre sur le point 4 a toujours gagné), ou quand les chiens font 10 coups verticaux d'affilée (ils temporisent ; les coups du lièvre entre-temps n'interrompent pas le compte).</translation>
    </message>
    <message>
      <source>The hare wins when it reaches point 4, the left tip, or when the hounds make 10 vertical moves in a row (they are stalling; the hare's moves in between do not break the count).</source>
      <translation>Le lièvre gagne quand il atteint le point 4, la pointe gauche, ou quand les chiens font 10 coups verticaux d'affilée (ils temporisent ; les coups du lièvre entre-temps n'interrompent pas le compte).</translation>
    </message>
    <message>
      <source>The hare wins when no hound stands in a column left of the hare's column (it has slipped past them; a hare on point 4 has always won), or when 40 plies have been played without a trap.</source>
      <translation>Le lièvre gagne quand aucun chien ne se trouve dans une colonne à gauche de la sienne (il leur a échappé ; un lièvre sur le point 4 a toujours gagné), ou quand 40 demi-coups ont été joués sans qu'il soit piégé.</translation>
    </message>
    <message>
      <source>The hare wins when it reaches point 4, the left tip, or when 40 plies have been played without a trap.</source>
      <translation>Le lièvre gagne quand il atteint le point 4, la pointe gauche, ou quand 40 demi-coups ont été joués sans qu'il soit piégé.</translation>
    </message>
    <message>
      <source>A trap on the hounds' last allowed move still wins for them.</source>
      <translation>Un piège sur le dernier coup permis des chiens les fait encore gagner.</translation>
    </message>
    <message>
      <source>Hounds that have no move left (they can never step back) lose.</source>
      <translation>Des chiens qui n'ont plus de coup (ils ne peuvent jamais reculer) perdent.</translation>
    </message>
    <message>
      <source>Teeko is played on a 5 by 5 board; Black moves first.</source>
      <translation>Le Teeko se joue sur un plateau de 5 sur 5 ; Noir commence.</translation>
    </message>
    <message>
      <source>Each player in turn drops one of their four markers on an empty cell.</source>
      <translation>Chacun à son tour pose l'un de ses quatre pions sur une case vide.</translation>
    </message>
    <message>
      <source>When all eight markers are on the board, each turn moves one of your markers one step, across, up, down or diagonally, to an empty neighbouring cell.</source>
      <translation>Quand les huit pions sont sur le plateau, chaque tour déplace l'un de vos pions d'un pas, horizontalement, verticalement ou en diagonale, vers une case voisine vide.</translation>
    </message>
    <message>
      <source>You win with four markers in a row (across, up and down, or diagonally) or on the four cells of a 2 by 2 square.</source>
      <translation>On gagne avec quatre pions alignés (horizontalement, verticalement ou en diagonale) ou sur les quatre cases d'un carré de 2 sur 2.</translation>
    </message>
    <message>
      <source>When the same position (the same markers on the same cells, the same side to move) occurs for the third time, the game is a draw.</source>
      <translation>Quand la même position (les mêmes pions sur les mêmes cases, le même camp au trait) se présente pour la troisième fois, la partie est nulle.</translation>
    </message>
    <message>
      <source>With perfect play by both sides Teeko is a draw.</source>
      <translation>Avec un jeu parfait des deux côtés, le Teeko est nul.</translation>
    </message>
    <message>
      <source>In this variant Black's first marker may not go on the centre cell, c3.</source>
      <translation>Dans cette variante, le premier pion de Noir ne peut pas aller sur la case centrale, c3.</translation>
    </message>
    <message>
      <source>The first to get five stones in an unbroken row (across, up and down, or diagonally) wins.</source>
      <translation>Le premier qui aligne cinq pierres sans interruption (horizontalement, verticalement ou en diagonale) gagne.</translation>
    </message>
    <message>
      <source>In free-style gomoku a row of six or more also wins.</source>
      <translation>Au gomoku libre, une ligne de six pierres ou plus gagne aussi.</translation>
    </message>
    <message>
      <source>In standard gomoku only exactly five in a row wins: an overline of six or more does not.</source>
      <translation>Au gomoku standard, seuls exactement cinq alignés gagnent : une ligne de six ou plus, non.</translation>
    </message>
    <message>
      <source>Renju: Black wins only with exactly five in a row, White with five or more.</source>
      <translation>Renju : Noir ne gagne qu'avec exactement cinq alignés, Blanc avec cinq ou plus.</translation>
    </message>
    <message>
      <source>Black may not play a forbidden point: one that makes two open threes at once (double-three), two fours at once (double-four, also two in one line) or six or more in a row (overline).</source>
      <translation>Noir ne peut pas jouer un point interdit : un point qui forme à la fois deux trois ouverts (double-trois), deux quatre (double-quatre, même sur une seule ligne) ou six pierres alignées ou plus (ligne trop longue).</translation>
    </message>
    <message>
      <source>A three counts only if it can become an open four by a move that is not itself forbidden.</source>
      <translation>Un trois ne compte que s'il peut devenir un quatre ouvert par un coup qui n'est pas lui-même interdit.</translation>
    </message>
    <message>
      <source>A move that makes exactly five wins even if it also makes a forbidden shape.</source>
      <translation>Un coup qui aligne exactement cinq gagne, même s'il forme aussi une figure interdite.</translation>
    </message>
    <message>
      <source>Chess is played on an 8 by 8 board; White moves first.</source>
      <translation>Les échecs se jouent sur un échiquier de 8 sur 8 ; les Blancs commencent.</translation>
    </message>
    <message>
      <source>Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns.</source>
      <translation>Chaque camp a un roi, une dame, deux tours, deux fous, deux cavaliers et huit pions.</translation>
    </message>
    <message>
      <source>You win by checkmating the opposing king: attacking it so that no move saves it.</source>
      <translation>On gagne en matant le roi adverse : en l'attaquant de sorte qu'aucun coup ne le sauve.</translation>
    </message>
    <message>
      <source>Castling, en passant and promotion are played as in the FIDE Laws of Chess.</source>
      <translation>Le roque, la prise en passant et la promotion suivent les Règles du jeu d'échecs de la FIDE.</translation>
    </message>
    <message>
      <source>The game is drawn by stalemate, by insufficient material to mate, after 75 moves by each side without a capture or pawn move, or when the same position occurs five times.</source>
      <translation>La partie est nulle par pat, par matériel insuffisant pour mater, après 75 coups de chaque camp sans prise ni coup de pion, ou quand la même position se présente cinq fois.</translation>
    </message>
    <message>
      <source>The side to move may claim a draw when the position has occurred three times or after 50 moves by each side without a capture or pawn move.</source>
      <translation>Le camp au trait peut réclamer la nulle quand la position s'est présentée trois fois ou après 50 coups de chaque camp sans prise ni coup de pion.</translation>
    </message>
    <message>
      <source>Two players take turns placing a stone on an empty cell of a {width} by {height} board; X moves first.</source>
      <translation>Deux joueurs posent à tour de rôle une pierre sur une case vide d'un plateau de {width} sur {height} ; X commence.</translation>
    </message>
    <message>
      <source>Two players take turns placing a stone on an empty intersection of a {width} by {height} board; Black moves first.</source>
      <translation>Deux joueurs posent à tour de rôle une pierre sur une intersection vide d'un plateau de {width} sur {height} ; Noir commence.</translation>
    </message>
    <message>
      <source>The first to get {k} of their stones in an unbroken row (across, up and down, or diagonally) wins.</source>
      <translation>Le premier qui aligne {k} de ses pierres sans interruption (horizontalement, verticalement ou en diagonale) gagne.</translation>
    </message>
    <message>
      <source>Two players take turns dropping a disc into one of the {columns} columns of an upright board {rows} rows high; Red moves first.</source>
      <translation>Deux joueurs lâchent à tour de rôle un pion dans l'une des {columns} colonnes d'une grille verticale de {rows} rangées ; Rouge commence.</translation>
    </message>
    <message>
      <source>With perfect play the hounds win, in {plies} plies.</source>
      <translation>Avec un jeu parfait, les chiens gagnent, en {plies} demi-coups.</translation>
    </message>
  </context>
  <context>
    <name>SearchDesk</name>
    <message>
      <source>Preparing the solver…{}</source>
      <translation>Préparation du solveur…{}</translation>
    </message>
    <message>
      <source>The solver could not be prepared: {}</source>
      <translation>Le solveur n'a pas pu être préparé : {}</translation>
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
      <translation>Alpha-bêta</translation>
    </message>
    <message>
      <source>Alpha-beta + move ordering</source>
      <translation>Alpha-bêta + ordre des coups</translation>
    </message>
    <message>
      <source>Alpha-beta + ordering + table</source>
      <translation>Alpha-bêta + ordre + table</translation>
    </message>
    <message>
      <source>Monte Carlo tree search</source>
      <translation>Recherche arborescente Monte-Carlo</translation>
    </message>
    <message>
      <source>Search tree</source>
      <translation>Arbre de recherche</translation>
    </message>
    <message>
      <source>{game} after {moves}: {side} to move</source>
      <translation>{game} après {moves} : au tour de {side}</translation>
    </message>
    <message>
      <source>{game} at the start: {side} to move</source>
      <translation>{game} au départ : au tour de {side}</translation>
    </message>
    <message>
      <source>depth </source>
      <translation>profondeur </translation>
    </message>
    <message>
      <source> playouts</source>
      <translation> simulations</translation>
    </message>
    <message>
      <source>&amp;Search</source>
      <translation>&amp;Chercher</translation>
    </message>
    <message>
      <source>Iterative deepening searches 1, 2, ... plies: pick one</source>
      <translation>L'approfondissement itératif cherche à 1, 2, … demi-coups : choisissez-en un</translation>
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
      <translation>Arbre &amp;final</translation>
    </message>
    <message>
      <source>Replay step</source>
      <translation>Étape de la relecture</translation>
    </message>
    <message>
      <source>The game is over: there is nothing to search.</source>
      <translation>La partie est terminée : il n'y a rien à chercher.</translation>
    </message>
    <message>
      <source>Searching with {}…</source>
      <translation>Recherche avec {}…</translation>
    </message>
    <message>
      <source>The finished tree: the principal variation is highlighted; ✂ rows are the moves a cut-off left unsearched; ≥ and ≤ mark bounds; win@N is a win N plies from the root. Press Next or Play to replay the search.</source>
      <translation>L'arbre final : la variante principale est surlignée ; les lignes ✂ sont les coups qu'une coupure a laissés inexplorés ; ≥ et ≤ marquent des bornes ; win@N est un gain à N demi-coups de la racine. Appuyez sur Suivant ou Lire pour rejouer la recherche.</translation>
    </message>
    <message>
      <source>Step {step} of {steps}: {what}</source>
      <translation>Étape {step} sur {steps} : {what}</translation>
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
      <translation>L'ordinateur n'a pas pu choisir de coup : {}</translation>
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
    <name>SoundSinks</name>
    <message>
      <source>no sound while drawing offscreen</source>
      <translation>pas de son lors du rendu hors écran</translation>
    </message>
    <message>
      <source>Qt's multimedia module could not be loaded</source>
      <translation>Le module multimédia de Qt n'a pas pu être chargé</translation>
    </message>
    <message>
      <source>no audio output was found</source>
      <translation>aucune sortie audio trouvée</translation>
    </message>
  </context>
  <context>
    <name>StoneStyle</name>
    <message>
      <source>&amp;Shaded</source>
      <translation>&amp;Ombrées</translation>
    </message>
    <message>
      <source>&amp;Flat</source>
      <translation>&amp;Plates</translation>
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
      <translation>Dossier des &amp;tables de finales…</translation>
    </message>
    <message>
      <source>&amp;No tablebases</source>
      <translation>Pas d&amp;e tables de finales</translation>
    </message>
    <message>
      <source>{}; the engine goes on without tablebases</source>
      <translation>{} ; le moteur continue sans tables de finales</translation>
    </message>
    <message>
      <source>Chess tablebases: none</source>
      <translation>Tables de finales : aucune</translation>
    </message>
    <message>
      <source>Chess tablebases: {files} Syzygy tables up to {pieces} pieces in {folder}</source>
      <translation>Tables de finales : {files} tables Syzygy jusqu'à {pieces} pièces dans {folder}</translation>
    </message>
    <message>
      <source>Syzygy tablebases folder (files such as KQvK.rtbw)</source>
      <translation>Dossier des tables Syzygy (fichiers comme KQvK.rtbw)</translation>
    </message>
    <message>
      <source>Tablebases folder</source>
      <translation>Dossier des tables de finales</translation>
    </message>
  </context>
  <context>
    <name>TimeControlDialog</name>
    <message>
      <source>Custom time control</source>
      <translation>Cadence personnalisée</translation>
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
    <name>TreeWorker</name>
    <message>
      <source>The search could not be recorded: {}</source>
      <translation>La recherche n'a pas pu être enregistrée : {}</translation>
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
