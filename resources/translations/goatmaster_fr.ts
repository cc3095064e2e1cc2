<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Advice</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="27"/>
        <source>Your pawn stays where it is.</source>
        <translation>Ton pion reste sur place.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="28"/>
        <source>Your pawn walks 1 step.</source>
        <translation>Ton pion avance d’un pas.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="29"/>
        <source>Your pawn walks %1 steps.</source>
        <translation>Ton pion avance de %1 pas.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="31"/>
        <source>Milk counts at the end: the most milk scores in full.</source>
        <translation>Le lait compte à la fin&#xa0;: qui en a le plus marque tous ses points.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="34"/>
        <source>After your take you may move one of your marked cards along its row or column.</source>
        <translation>Après ta prise, tu peux déplacer une de tes cartes marquées le long de sa rangée ou de sa colonne.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="41"/>
        <source>The %1 goats are decided: this card only moves your pawn.</source>
        <translation>Les chèvres %1 sont attribuées&#xa0;: cette carte ne fait que déplacer ton pion.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="45"/>
        <source>Brings your %1 goats to %2: you win the type!</source>
        <translation>Porte tes chèvres %1 à %2&#xa0;: tu remportes le type&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="48"/>
        <source>The fourth %1 card: the type is decided now.</source>
        <translation>La quatrième carte %1&#xa0;: le type est attribué maintenant.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="50"/>
        <source>Brings your %1 goats to %2.</source>
        <translation>Porte tes chèvres %1 à %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="57"/>
        <source>Milk for your display.</source>
        <translation>Du lait à poser devant toi.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="59"/>
        <source>A dog: lets you move a marked card next time you play it.</source>
        <translation>Un chien&#xa0;: quand tu le joueras, tu pourras déplacer une carte marquée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="64"/>
        <source>The %1 goats are decided: this card would be dead in your hand.</source>
        <translation>Les chèvres %1 sont attribuées&#xa0;: cette carte serait morte dans ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="68"/>
        <source>Played later, it brings your %1 goats to %2: you would win the type.</source>
        <translation>Jouée plus tard, elle porte tes chèvres %1 à %2&#xa0;: tu remporterais le type.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="71"/>
        <source>Played later, it brings your %1 goats to %2.</source>
        <translation>Jouée plus tard, elle porte tes chèvres %1 à %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="92"/>
        <source>If %2 agrees, your score rises by %1 now: cards joined to your stable count double.</source>
        <translation>Si %2 accepte, ton score monte de %1 tout de suite&#xa0;: les cartes reliées à ton étable comptent double.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="96"/>
        <source>Your score rises by %1 now: cards joined to your stable count double.</source>
        <translation>Ton score monte de %1 tout de suite&#xa0;: les cartes reliées à ton étable comptent double.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="99"/>
        <source>It gains no points now, but readies your stable&apos;s chain.</source>
        <translation>Aucun point de plus pour l&apos;instant, mais cela prépare la chaîne de ton étable.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="105"/>
        <source>No move of your dog gains you points now.</source>
        <translation>Aucun déplacement de ton chien ne te rapporte de points maintenant.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="106"/>
        <source>Some dog moves gain points now, but looking further ahead the AI rates leaving the dog best.</source>
        <translation>Certains déplacements du chien rapportent des points tout de suite, mais en regardant plus loin, l&apos;IA juge préférable de laisser le chien.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="119"/>
        <source>marked by %1 and joined to the stable: scores %2 twice.</source>
        <translation>marquée par %1 et reliée à l&apos;étable&#xa0;: rapporte %2 deux fois.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="123"/>
        <source>marked by %1: scores %2 (double when joined to the stable).</source>
        <translation>marquée par %1&#xa0;: vaut %2 (le double si reliée à l&apos;étable).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="127"/>
        <source>Take it:</source>
        <translation>Prends-la&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="136"/>
        <source>%1 won the %2 goats.</source>
        <translation>%1 a remporté les chèvres %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="139"/>
        <source>dead: the %1 goats went to %2.</source>
        <translation>morte&#xa0;: les chèvres %1 sont allées à %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="141"/>
        <source>%1 has %2 points of %3.</source>
        <translation>%1 a %2 points en %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="143"/>
        <source>in the display of %1.</source>
        <translation>posée devant %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="148"/>
        <source>in your hand.</source>
        <translation>dans ta main.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/art.py" line="99"/>
        <source>Sheepdog</source>
        <translation>Chien de berger</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/art.py" line="101"/>
        <source>Milk Cocktail</source>
        <translation>Cocktail de lait</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="21"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="21"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="20"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="20"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="22"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
</context>
<context>
    <name>DisplayModel</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/display_model.py" line="78"/>
        <source>dead</source>
        <translation>mortes</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/display_model.py" line="84"/>
        <source>dogs</source>
        <translation>chiens</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/display_model.py" line="87"/>
        <source>milk %1</source>
        <translation>lait %1</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="112"/>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="115"/>
        <source>%1 share the win!</source>
        <translation>%1 se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="109"/>
        <source>Nobody wins</source>
        <translation>Personne ne gagne</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="110"/>
        <source>No winner</source>
        <translation>Aucun gagnant</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/end_screen.py" line="113"/>
        <source>with %n point(s)</source>
        <translation>
            <numerusform>avec %n point</numerusform>
            <numerusform>avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/end_screen.py" line="116"/>
        <source>%n point(s) each</source>
        <translation>
            <numerusform>%n point chacun</numerusform>
            <numerusform>%n points chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/end_screen.py" line="119"/>
        <source>%1, after %n turn(s).</source>
        <translation>
            <numerusform>%1, après %n tour.</numerusform>
            <numerusform>%1, après %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="122"/>
        <source>Deal number %1.</source>
        <translation>Donne n° %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="141"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="141"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="6"/>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="61"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="62"/>
        <source>Look at the final pasture</source>
        <translation>Voir le pâturage final</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="68"/>
        <source>&amp;Review the game</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="69"/>
        <source>Replay the game with the AI weighing each decision: what it cost, and what was better</source>
        <translation>Rejouer la partie pendant que l’IA pèse chaque décision&#xa0;: ce qu’elle a coûté, et ce qui était mieux</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="81"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="82"/>
        <source>Choose new players</source>
        <translation>Choisir d&apos;autres joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="88"/>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="89"/>
        <source>A new deal for the same players</source>
        <translation>Une nouvelle donne pour les mêmes joueurs</translation>
    </message>
</context>
<context>
    <name>Faults</name>
    <message>
        <location filename="../../goatmaster/app/platform/fault_report.py" line="64"/>
        <source>Goat Master</source>
        <translation>Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/platform/fault_report.py" line="89"/>
        <source>The table server on this machine met a problem (%1). Your tables go on; the details were written to %3.</source>
        <translation>Le serveur de tables de cette machine a rencontré un problème (%1). Tes tables continuent&#xa0;; les détails ont été écrits dans %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/platform/fault_report.py" line="54"/>
        <source>Something went wrong inside Goat Master (%1: %2). Your game goes on; the details were written to %3.</source>
        <translation>Une erreur s’est produite dans Goat Master (%1&#xa0;: %2). Ta partie continue&#xa0;; les détails ont été écrits dans %3.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="79"/>
        <source>Goat Master games (*.goat *.json)</source>
        <translation>Parties Goat Master (*.goat *.json)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="160"/>
        <source>The settings cannot be read (%1): the default settings are used.</source>
        <translation>Les réglages ne peuvent pas être lus (%1)&#xa0;: les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="164"/>
        <source>The settings cannot be read (%1): the default settings are used, and the old file was kept as &quot;%2&quot; in %3.</source>
        <translation>Les réglages ne peuvent pas être lus (%1)&#xa0;: les réglages par défaut sont utilisés, et l’ancien fichier a été conservé sous «&#xa0;%2&#xa0;» dans %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="221"/>
        <source>The game in progress cannot be read (%1) and could not be moved aside (%2), so it cannot be continued. It is left as it is in %3.</source>
        <translation>La partie en cours ne peut pas être lue (%1) et n’a pas pu être mise de côté (%2)&#xa0;: elle ne peut donc pas être reprise. Elle est laissée telle quelle dans %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="227"/>
        <source>The game in progress cannot be read (%1), so it cannot be continued. Nothing was deleted: the file was kept as &quot;%2&quot; in %3.</source>
        <translation>La partie en cours ne peut pas être lue (%1)&#xa0;: elle ne peut donc pas être reprise. Rien n’a été supprimé&#xa0;: le fichier a été conservé sous «&#xa0;%2&#xa0;» dans %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="264"/>
        <source>The lock file, which keeps two copies of Goat Master from writing the same games, was not a file: nothing was deleted, it was kept as &quot;%1&quot; in %2 and a new lock file took its place.</source>
        <translation>Le fichier de verrou, qui empêche deux copies de Goat Master d’écrire les mêmes parties, n’était pas un fichier&#xa0;: rien n’a été supprimé, il a été conservé sous «&#xa0;%1&#xa0;» dans %2, et un nouveau fichier de verrou l’a remplacé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/files/strict_json.py" line="218"/>
        <source>The file holds a number %1 digits long; numbers in a game file have at most %2 digits.</source>
        <translation>Le fichier contient un nombre de %1 chiffres&#xa0;; dans un fichier de partie, un nombre a au plus %2 chiffres.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/files/strict_json.py" line="312"/>
        <source>This game would take %1 bytes as a file; a game file has at most %2, so it was not written.</source>
        <translation>Cette partie ferait %1 octets une fois écrite&#xa0;; un fichier de partie en a au plus %2&#xa0;: elle n’a donc pas été écrite.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/files/strict_json.py" line="316"/>
        <source>This game would hold more than %1 values as a file, too many for a game file, so it was not written.</source>
        <translation>Cette partie contiendrait plus de %1 valeurs une fois écrite, trop pour un fichier de partie&#xa0;: elle n’a donc pas été écrite.</translation>
    </message>
</context>
<context>
    <name>Folders</name>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="47"/>
        <source>Unfinished games</source>
        <translation>Parties inachevées</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="48"/>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="20"/>
        <source>a dog</source>
        <translation>un chien</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="21"/>
        <source>milk %1</source>
        <translation>lait %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="26"/>
        <source>an empty place</source>
        <translation>une place vide</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="45"/>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="48"/>
        <source>%1 takes %2.</source>
        <translation>%1 prend %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="51"/>
        <source>%1 finds nothing to take: the game ends after this turn.</source>
        <translation>%1 ne trouve rien à prendre&#xa0;: la partie s&apos;arrête après ce tour.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="58"/>
        <source>%1 puts a marker on %2.</source>
        <translation>%1 pose un marqueur sur %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="59"/>
        <source>%1 puts markers on %2.</source>
        <translation>%1 pose des marqueurs sur %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="62"/>
        <source>%1 has no marker left, so %2 stays neutral.</source>
        <translation>%1 n&apos;a plus de marqueur&#xa0;: %2 reste neutre.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="65"/>
        <source>%1 loses %2: worthless now, out of the game.</source>
        <translation>%1 perd %2&#xa0;: sans valeur désormais, hors jeu.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="68"/>
        <source>%1 shows %2 from hand: it is dead, and %3 gets nothing for it.</source>
        <translation>%1 montre %2 de sa main&#xa0;: la carte est morte et %3 n&apos;obtient rien.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="72"/>
        <source>%1 asks %2 to let the dog swap %3 with %4.</source>
        <translation>%1 demande à %2 de laisser le chien échanger %3 et %4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="76"/>
        <source>%1 agrees.</source>
        <translation>%1 accepte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="77"/>
        <source>%1 refuses.</source>
        <translation>%1 refuse.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="80"/>
        <source>%1 moves the dog: it swaps %2 with %3.</source>
        <translation>%1 déplace le chien&#xa0;: il échange %2 avec %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="82"/>
        <source>%1 moves the dog: it takes %2 to an empty place.</source>
        <translation>%1 déplace le chien&#xa0;: il mène %2 sur une place vide.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="87"/>
        <source>The game is over. Winner: %1.</source>
        <translation>La partie est finie. Victoire&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="98"/>
        <source>%1 wins the %2 goats with %3 points!</source>
        <translation>%1 remporte les chèvres %2 avec %3 points&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="100"/>
        <source>%1 wins the %2 goats with the fourth card: %3 points against %4!</source>
        <translation>%1 remporte les chèvres %2 avec la quatrième carte&#xa0;: %3 points contre %4&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="102"/>
        <source>%1 wins the %2 goats with the fourth card: %3 points against %4, and more cards (%5 against %6)!</source>
        <translation>%1 remporte les chèvres %2 avec la quatrième carte&#xa0;: %3 points contre %4, et plus de cartes (%5 contre %6)&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="104"/>
        <source>%1 wins the %2 goats with the fourth card: %3 points against %4 with as many cards, and %1 played it!</source>
        <translation>%1 remporte les chèvres %2 avec la quatrième carte&#xa0;: %3 points contre %4 avec autant de cartes, et %1 l’a jouée&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="107"/>
        <source>%1 wins the %2 goats with the fourth card: %3 points against %4 with as many cards, and %1 is the first of them clockwise after %7, who played it!</source>
        <translation>%1 remporte les chèvres %2 avec la quatrième carte&#xa0;: %3 points contre %4 avec autant de cartes&#xa0;; %7 l’a jouée, et parmi les ex æquo, %1 vient en premier après, dans le sens horaire&#xa0;!</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <location filename="../../goatmaster/app/play/review.py" line="57"/>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/review.py" line="141"/>
        <source>The review kept with this game could not be used (%1), so it is weighed again.</source>
        <translation>L’analyse gardée avec cette partie ne peut pas être utilisée (%1)&#xa0;: elle est donc refaite.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/review.py" line="190"/>
        <source>The review stopped: %1</source>
        <translation>L’analyse s’est arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/review.py" line="270"/>
        <source>Best found:</source>
        <translation>Meilleur coup trouvé&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/review.py" line="271"/>
        <source>Played, none better found:</source>
        <translation>Coup joué, aucun meilleur trouvé&#xa0;:</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="55"/>
        <source>The scores</source>
        <translation>Les scores</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="56"/>
        <source>My hand</source>
        <translation>Ma main</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="57"/>
        <source>The table, row by row</source>
        <translation>La table, rangée par rangée</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="58"/>
        <source>What happened since my last turn</source>
        <translation>Ce qui s&apos;est passé depuis mon dernier tour</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="59"/>
        <source>Whose turn it is, and what is asked now</source>
        <translation>À qui de jouer, et ce qui est demandé</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="166"/>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="300"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="320"/>
        <source>The game is over — nobody wins.</source>
        <translation>La partie est finie — personne ne gagne.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/game_window.py" line="324"/>
        <source>The game is over — %1 wins with %n point(s).</source>
        <translation>
            <numerusform>La partie est finie — %1 gagne avec %n point.</numerusform>
            <numerusform>La partie est finie — %1 gagne avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/game_window.py" line="325"/>
        <source>The game is over — %1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>La partie est finie — %1 se partagent la victoire avec %n point chacun.</numerusform>
            <numerusform>La partie est finie — %1 se partagent la victoire avec %n points chacun.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="334"/>
        <source>%1 — deal %2 — turn %3</source>
        <translation>%1 — donne %2 — tour %3</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="336"/>
        <source>%1 — turn %2</source>
        <translation>%1 — tour %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="389"/>
        <source>Read aloud</source>
        <translation>Lire à voix haute</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="406"/>
        <source>No cards in your hand.</source>
        <translation>Aucune carte dans ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="419"/>
        <source>Nothing has happened since your last turn.</source>
        <translation>Rien ne s&apos;est passé depuis ton dernier tour.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="513"/>
        <source>%1 changed during the review (another game saved there, or the file moved), so it was left as it is: the game and its review were kept beside it as %2.</source>
        <translation>%1 a changé pendant l’analyse (une autre partie enregistrée à sa place, ou le fichier déplacé)&#xa0;: il est donc laissé tel quel, et la partie avec son analyse a été gardée à côté sous %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="519"/>
        <source>The review could not be kept in %1: %2</source>
        <translation>L’analyse n’a pas pu être gardée dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="557"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="566"/>
        <source>Cannot save the game</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="567"/>
        <source>The game could not be written to %1:
%2</source>
        <translation>La partie n&apos;a pas pu être écrite dans %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="574"/>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="647"/>
        <source>%1, your turn.</source>
        <translation>%1, à toi de jouer.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="671"/>
        <source>Since your last turn, %1:</source>
        <translation>Depuis ton dernier tour, %1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="676"/>
        <source>%1&apos;s turn</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="677"/>
        <source>since your last turn:</source>
        <translation>depuis ton dernier tour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="689"/>
        <source>Thinking about a hint…</source>
        <translation>Je cherche un conseil…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="691"/>
        <source>A hint is for your own turn.</source>
        <translation>Les conseils, c&apos;est pendant ton tour.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="700"/>
        <source>Press Enter to take it.</source>
        <translation>Appuie sur Entrée pour le jouer.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="700"/>
        <source>Hint:</source>
        <translation>Conseil&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="702"/>
        <source>Press Enter to make this move.</source>
        <translation>Appuie sur Entrée pour jouer ce coup.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="748"/>
        <source>Replay of a finished game, turn by turn.</source>
        <translation>Relecture d’une partie finie, tour par tour.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="753"/>
        <source>Waiting for %1…</source>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="755"/>
        <source>Read the lesson&apos;s card, then press Next (Alt+N).</source>
        <translation>Lis la carte de la leçon, puis appuie sur Suivant (Alt+S).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="757"/>
        <source>%1 is to play: press Play now (Ctrl+Return) to let them move.</source>
        <translation>C&apos;est à %1 de jouer : appuie sur Joue maintenant (Ctrl+Entrée) pour le laisser jouer.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="760"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="762"/>
        <source>Waiting for %1 to answer.</source>
        <translation>%1 doit répondre…</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/__init__.py" line="45"/>
        <source>Goat Master</source>
        <translation>Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/__init__.py" line="47"/>
        <source>Win the goat herds by majority, drink the most milk and let the dog lead your cards home.</source>
        <translation>Gagne les troupeaux à la majorité, bois le plus de lait et laisse le chien ramener tes cartes à l’étable.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/__init__.py" line="38"/>
        <source>Goal Rows</source>
        <translation>Rangées d’objectifs</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/__init__.py" line="40"/>
        <source>Push the black tokens to your colour and the red ones to everyone else, one card in a row at a time.</source>
        <translation>Pousse les jetons noirs vers ta couleur et les rouges vers les autres, une carte à la fois dans une rangée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="21"/>
        <source>A new sheet</source>
        <translation>Une nouvelle feuille</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="22"/>
        <source>The sheet of a number</source>
        <translation>La feuille d’un numéro</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="31"/>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="32"/>
        <source>A named sheet, a new one made for this game (its number is its name, to share), or the sheet of a number.</source>
        <translation>Une feuille nommée, une nouvelle faite pour cette partie (son numéro est son nom, à partager), ou la feuille d’un numéro.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="34"/>
        <source>Sheet number</source>
        <translation>Numéro de feuille</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="35"/>
        <source>With “The sheet of a number”: the same number always makes the same sheet.</source>
        <translation>Avec « La feuille d’un numéro » : le même numéro donne toujours la même feuille.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="37"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="38"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="39"/>
        <source>Pro: herds of two score once the ninth cow is marked</source>
        <translation>Pro : les troupeaux de deux marquent dès que la neuvième vache est cochée</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="42"/>
        <source>Meadow Dice</source>
        <translation>Dés des prés</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="44"/>
        <source>Throw the dice, pencil in cows and numbers, and graze the biggest herds around the water troughs.</source>
        <translation>Lance les dés, coche vaches et chiffres, et fais paître les plus grands troupeaux autour des abreuvoirs.</translation>
    </message>
</context>
<context>
    <name>Goat</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="16"/>
        <source>Elvis</source>
        <translation>Elvis Bêêsley</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="16"/>
        <source>Bleatbeard</source>
        <translation>Barbe-Bique</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="17"/>
        <source>Chef Feta</source>
        <translation>Chef Crottin</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="17"/>
        <source>Cosmo</source>
        <translation>Chevronaute</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="18"/>
        <source>Merlin</source>
        <translation>Merlin l&apos;Enchèvreur</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="18"/>
        <source>Billy Kid</source>
        <translation>Lucky Bique</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="19"/>
        <source>Pirouette</source>
        <translation>Biquette Pirouette</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="19"/>
        <source>Sir Bock</source>
        <translation>Sire Lancebouc</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="20"/>
        <source>Helga</source>
        <translation>Helga Corne-de-Lait</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="20"/>
        <source>Sherlock</source>
        <translation>Sherbouc Holmes</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="21"/>
        <source>Spike</source>
        <translation>Crête-Folle</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="21"/>
        <source>Mighty Kid</source>
        <translation>Superbouc</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="22"/>
        <source>Van Goat</source>
        <translation>Van Bouc</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="22"/>
        <source>Snoozy</source>
        <translation>Roupillon</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="23"/>
        <source>Confetti</source>
        <translation>Cotillon</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="23"/>
        <source>Aloha</source>
        <translation>Vahinette</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="24"/>
        <source>Queen Nanny</source>
        <translation>Reine Bêêatrice</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="24"/>
        <source>Giggles</source>
        <translation>Rigolo</translation>
    </message>
</context>
<context>
    <name>GoatMasterApp</name>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="90"/>
        <location filename="../../goatmaster/app/shell/application.py" line="113"/>
        <location filename="../../goatmaster/app/shell/application.py" line="170"/>
        <location filename="../../goatmaster/app/shell/application.py" line="391"/>
        <source>Goat Master</source>
        <translation>Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="114"/>
        <source>Goat Master is already open: its window may be behind the others or minimised. Two copies would overwrite each other&apos;s saved games, so this one closes.</source>
        <translation>Goat Master est déjà ouvert : sa fenêtre est peut-être derrière les autres ou réduite. Deux copies écraseraient mutuellement leurs parties sauvegardées, alors celle-ci se ferme.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="317"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="329"/>
        <source>Cannot open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="330"/>
        <source>%1 is not a game Goat Master can open:
%2</source>
        <translation>%1 n&apos;est pas une partie que Goat Master peut ouvrir&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="358"/>
        <source>Cannot keep the unfinished game</source>
        <translation>Impossible de garder la partie inachevée</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="359"/>
        <source>The unfinished game could not be moved aside (%1), so the other game does not start: nothing is lost, the unfinished game is still in %2.</source>
        <translation>La partie inachevée n&apos;a pas pu être mise de côté (%1), donc l&apos;autre partie ne commence pas : rien n&apos;est perdu, la partie inachevée est toujours dans %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="383"/>
        <source>Your unfinished game, %1, was kept in &quot;%2&quot;: Load a game opens that folder.</source>
        <translation>Ta partie inachevée, %1, a été gardée dans «&#xa0;%2&#xa0;»&#xa0;: «&#xa0;Ouvrir une partie&#xa0;» ouvre ce dossier.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="400"/>
        <source>The lesson has changed</source>
        <translation>La leçon a changé</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="401"/>
        <source>This lesson of %1 was saved by an earlier version of Goat Master, and the lesson has changed since: it cannot go on from where you left it. Start the lesson again from the beginning?</source>
        <translation>Cette leçon de %1 a été enregistrée par une version antérieure de Goat Master, et la leçon a changé depuis&#xa0;: elle ne peut pas reprendre là où tu l&apos;as laissée. Recommencer la leçon depuis le début&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="500"/>
        <source>This game, %1, was kept in &quot;%2&quot; to watch again: Load a game opens that folder.</source>
        <translation>Cette partie, %1, a été gardée dans «&#xa0;%2&#xa0;» pour la revoir&#xa0;: «&#xa0;Ouvrir une partie&#xa0;» ouvre ce dossier.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="503"/>
        <source>The finished game could not be kept to watch again: %1</source>
        <translation>La partie terminée n’a pas pu être gardée pour la revoir&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="627"/>
        <source>Keep Goat Master running?</source>
        <translation>Laisser Goat Master ouvert&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="628"/>
        <source>A table over days is hosted here: it lives only while Goat Master runs. Keep Goat Master running in the system tray? It tells you when it is your move.</source>
        <translation>Une table sur plusieurs jours est ouverte ici&#xa0;: elle ne vit que tant que Goat Master tourne. Laisser Goat Master tourner dans la zone de notification&#xa0;? Il te prévient quand c&apos;est à toi de jouer.</translation>
    </message>
</context>
<context>
    <name>GoatMasterTable</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="79"/>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="336"/>
        <source>No dog move</source>
        <translation>Chien au repos</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="81"/>
        <source>End the turn without moving a card with the dog</source>
        <translation>Finir le tour sans déplacer de carte avec le chien</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="171"/>
        <source>Take this card?</source>
        <translation>Prendre cette carte&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="172"/>
        <source>Take %1 into your hand?</source>
        <translation>Prendre %1 en main&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="186"/>
        <source>Enter: let the dog swap %1 with %2.</source>
        <translation>Entrée : le chien échange %1 avec %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="194"/>
        <source>%1 wants to move %2 with the dog onto your %3, swapping the two cards.

%4, do you agree?</source>
        <translation>%1 veut déplacer %2 avec le chien sur ta carte %3 : les deux cartes échangeraient leur place.

%4, es-tu d&apos;accord ?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="200"/>
        <source>The dog asks</source>
        <translation>Le chien demande</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="210"/>
        <source>%1: play a card from your hand (click it, or press 1 or 2).</source>
        <translation>%1&#xa0;: joue une carte de ta main (clique dessus, ou appuie sur 1 ou 2).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="212"/>
        <source>%1: take a card from your pawn&apos;s line (click it, or arrows and Enter).</source>
        <translation>%1&#xa0;: prends une carte de la rangée de ton pion (clique dessus, ou flèches et Entrée).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="215"/>
        <source>%1: answer the dog&apos;s question.</source>
        <translation>%1&#xa0;: réponds à la question du chien.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="216"/>
        <source>%1: drag one of your marked cards along its row or column (or arrows and Enter), or choose “No dog move” (N).</source>
        <translation>%1&#xa0;: fais glisser une de tes cartes marquées le long de sa rangée ou colonne (ou flèches et Entrée), ou choisis «&#xa0;Chien au repos&#xa0;» (N).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="222"/>
        <source>Play one of your two cards. A goat moves your pawn by its value, milk by 1 or 2, a dog not at all; then you take a card from the line your pawn faces. Hover over a card to see what it would do.</source>
        <translation>Joue une de tes deux cartes. Une chèvre fait avancer ton pion de sa valeur, le lait de 1 ou 2, un chien pas du tout&#xa0;; puis tu prends une carte de la rangée face à ton pion. Survole une carte pour voir ce qu&apos;elle ferait.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="226"/>
        <source>Take one of the cards outlined in your colour: any card of your pawn&apos;s line without a marker. The gap is refilled from the deck.</source>
        <translation>Prends une des cartes entourées de ta couleur&#xa0;: n&apos;importe quelle carte sans marqueur de la rangée de ton pion. Le trou est comblé avec la pioche.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="228"/>
        <source>Your dog may move one card with your marker along its row or column: it swaps with an unmarked card, moves into a gap, or swaps with an opponent&apos;s card if they agree. Cards joined to your stable count double.</source>
        <translation>Ton chien peut déplacer une carte portant ton marqueur le long de sa rangée ou de sa colonne&#xa0;: elle s&apos;échange avec une carte non marquée, va dans un trou, ou s&apos;échange avec une carte adverse si son propriétaire est d&apos;accord. Les cartes reliées à ton étable comptent double.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="240"/>
        <source>%1 play %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="244"/>
        <source>%1 take %2.</source>
        <translation>%1 prends %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="248"/>
        <source>%1 let the dog swap %2 with %3.</source>
        <translation>%1 fais échanger %2 avec %3 par le chien.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="252"/>
        <source>%1 no dog move.</source>
        <translation>%1 laisse le chien au repos.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="262"/>
        <source>The dog asks %1 a question. Everybody else, please look away.</source>
        <translation>Le chien a une question pour %1. Que les autres détournent le regard.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="268"/>
        <source>That move is not allowed.</source>
        <translation>Ce coup n&apos;est pas permis.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="286"/>
        <source>In the hand: %1</source>
        <translation>En main : %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="289"/>
        <source>In the hand: a card face down</source>
        <translation>En main : une carte face cachée</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="294"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="301"/>
        <source>pasture row %1 column %2</source>
        <translation>pâturage rangée %1 colonne %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="303"/>
        <source>%1: an empty place</source>
        <translation>%1 : une place vide</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="305"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="307"/>
        <source>Pasture row %1</source>
        <translation>Pâturage, rangée %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="308"/>
        <source>Pasture</source>
        <translation>Pâturage</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="309"/>
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Pioche : %n carte</numerusform>
            <numerusform>Pioche : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="312"/>
        <source>Your moves</source>
        <translation>Tes coups</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="322"/>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="327"/>
        <source>Take %1 from pasture row %2 column %3</source>
        <translation>Prendre %1 au pâturage rangée %2 colonne %3</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="332"/>
        <source>Let the dog swap %1 with %2</source>
        <translation>Faire échanger %1 avec %2 par le chien</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="338"/>
        <source>Take nothing</source>
        <translation>Ne rien prendre</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="338"/>
        <source>Your pawn&apos;s line holds no card to take.</source>
        <translation>La rangée de ton pion n&apos;a aucune carte à prendre.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="344"/>
        <source>A card nobody may look at yet.</source>
        <translation>Une carte que personne ne peut encore voir.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Single</source>
        <translation>Simple</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Double</source>
        <translation>Double</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Milk</source>
        <translation>Lait</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="371"/>
        <source>Single: marked pasture cards, at their value. Double: marked cards joined to the stable, counted twice. Milk: the milk cocktails in the display.</source>
        <translation>Simples&#xa0;: cartes marquées du pâturage, à leur valeur. Doublés&#xa0;: cartes marquées reliées à l&apos;étable, comptées double. Lait&#xa0;: les cocktails de lait posés devant soi.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="385"/>
        <source>%1×%1 pasture, %2 cards</source>
        <translation>Pâturage %1×%1, %2 cartes</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="391"/>
        <source>Ask me to &amp;confirm before I take a card</source>
        <translation>Me demander de &amp;confirmer avant de prendre une carte</translation>
    </message>
</context>
<context>
    <name>GoatMasterTutorial</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="331"/>
        <source>Welcome to Goat Master! You play one game against Hugo, step by step. This is the pasture: goats of many types (Mighty Kid, Pirouette, Sherlock…) worth 1 to 5, milk and dogs. Win a type&apos;s herd and its cards in the pasture get your markers: at the end each one scores its value for you.</source>
        <translation>Bienvenue dans Goat Master&#xa0;! Tu joues une partie contre Hugo, pas à pas. Voici le pâturage&#xa0;: des chèvres de bien des sortes (Superbouc, Biquette Pirouette, Sherbouc Holmes…) valant de 1 à 5, du lait et des chiens. Gagne le troupeau d&apos;une sorte et ses cartes du pâturage reçoivent tes marqueurs&#xa0;: à la fin, chacune te rapporte sa valeur.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="338"/>
        <source>These are your two cards; Hugo cannot see them. Every turn you play one of them into your display and then take a new one from the pasture.</source>
        <translation>Voici tes deux cartes&#xa0;; Hugo ne les voit pas. À chaque tour, tu en poses une devant toi, puis tu en prends une nouvelle dans le pâturage.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="343"/>
        <source>Your pawn (the big goat) starts beside your stable. The card you play moves it clockwise round the pasture: a goat by its value, milk by 1 or 2, a dog not at all.</source>
        <translation>Ton pion (la grande chèvre) part à côté de ton étable. La carte que tu joues le fait avancer dans le sens des aiguilles d&apos;une montre autour du pâturage&#xa0;: une chèvre de sa valeur, le lait de 1 ou 2, un chien pas du tout.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="348"/>
        <source>Play &lt;b&gt;Mighty Kid 1&lt;/b&gt;: click it in your hand. Your pawn moves one step.</source>
        <translation>Joue &lt;b&gt;Superbouc 1&lt;/b&gt;&#xa0;: clique dessus dans ta main. Ton pion avance d&apos;une case.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="350"/>
        <source>Click Mighty Kid 1, the card with the ring round it.</source>
        <translation>Clique sur Superbouc 1, la carte entourée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="353"/>
        <source>Now take a card from your pawn&apos;s line: the column it faces, outlined in your colour. Take &lt;b&gt;milk 2&lt;/b&gt;: milk counts at the end. The gap is refilled from the deck at once.</source>
        <translation>Prends maintenant une carte de la rangée de ton pion&#xa0;: la colonne en face de lui, bordée de ta couleur. Prends &lt;b&gt;lait 2&lt;/b&gt;&#xa0;: le lait compte à la fin. Le trou est aussitôt comblé par la pioche.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="356"/>
        <source>Click milk 2 in the outlined column.</source>
        <translation>Clique sur lait 2 dans la colonne bordée de blanc.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="359"/>
        <source>Now it is Hugo&apos;s turn. His name, score and display are here: watch what he plays and takes.</source>
        <translation>C&apos;est au tour de Hugo. Son nom, son score et ses cartes posées sont ici&#xa0;: regarde ce qu&apos;il joue et ce qu&apos;il prend.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="364"/>
        <source>Play your &lt;b&gt;milk 2&lt;/b&gt;. It moves your pawn two steps. At the end the highest milk total scores all of it, the next one half.</source>
        <translation>Joue ton &lt;b&gt;lait 2&lt;/b&gt;. Il fait avancer ton pion de deux cases. À la fin, le plus gros total de lait rapporte tout, le suivant la moitié.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="367"/>
        <source>Click milk 2 in your hand.</source>
        <translation>Clique sur lait 2 dans ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="369"/>
        <source>Choose your take yourself this time: any card of the outlined line that has no marker. Hover over a card to see what it would do.</source>
        <translation>Cette fois, choisis toi-même ta prise&#xa0;: n&apos;importe quelle carte sans marqueur de la rangée bordée de blanc. Survole une carte pour voir ce qu&apos;elle ferait.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="374"/>
        <source>Your display holds Pirouette 5. Play &lt;b&gt;Pirouette 3&lt;/b&gt;: with 8 points of one type in your display you win that type&apos;s herd at once, as soon as your take is done.</source>
        <translation>Devant toi se trouve Biquette Pirouette 5. Joue &lt;b&gt;Biquette Pirouette 3&lt;/b&gt;&#xa0;: avec 8 points d&apos;une même sorte devant toi, tu gagnes aussitôt son troupeau, dès que ta prise est faite.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="377"/>
        <source>Click Pirouette 3 in your hand.</source>
        <translation>Clique sur Biquette Pirouette 3 dans ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="379"/>
        <source>A herd was just won: with 8 points of one type in a display, a player wins that type&apos;s herd at once, as soon as the take is done.</source>
        <translation>Un troupeau vient d&apos;être gagné&#xa0;: avec 8 points d&apos;une sorte dans sa rangée de cartes posées, un joueur gagne aussitôt le troupeau de cette sorte, dès que sa prise est faite.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="383"/>
        <source>Take the &lt;b&gt;dog&lt;/b&gt;: you will play it soon.</source>
        <translation>Prends le &lt;b&gt;chien&lt;/b&gt;&#xa0;: tu le joueras bientôt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="385"/>
        <source>Click the dog in the outlined line.</source>
        <translation>Clique sur le chien dans la rangée bordée de blanc.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="387"/>
        <source>There is a &lt;b&gt;dog&lt;/b&gt; in your line: take it if you like. Played later, it lets you move one of your marked cards.</source>
        <translation>Il y a un &lt;b&gt;chien&lt;/b&gt; dans ta rangée&#xa0;: prends-le si tu veux. Joué plus tard, il te laisse déplacer une de tes cartes marquées.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="391"/>
        <source>The Pirouette herd is yours: every Pirouette in the pasture carries your marker, and a Pirouette still in the deck gets one when it comes out. Marked cards can no longer be taken. You have 10 markers in all.</source>
        <translation>Le troupeau de Biquette Pirouette est à toi&#xa0;: chaque Biquette Pirouette du pâturage porte ton marqueur, et celle encore dans la pioche en recevra un en sortant. Une carte marquée ne peut plus être prise. Tu as 10 marqueurs en tout.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="396"/>
        <source>The won herd&apos;s cards in the pasture carry its winner&apos;s markers now. Marked cards can no longer be taken. Each player has 10 markers in all.</source>
        <translation>Les cartes du troupeau gagné qui sont dans le pâturage portent maintenant les marqueurs de son gagnant. Une carte marquée ne peut plus être prise. Chaque joueur a 10 marqueurs en tout.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="401"/>
        <source>Play on by yourself for a few turns: the cards you may take light up. Stuck? Hint shows what the computer would do, and Enter takes it.</source>
        <translation>Joue seul quelques tours&#xa0;: les cartes que tu peux prendre s&apos;éclairent. Tu hésites&#xa0;? Conseil montre ce que ferait l&apos;ordinateur, et Entrée le joue.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="406"/>
        <source>Play your &lt;b&gt;dog&lt;/b&gt;. It does not move your pawn, but after your take it lets you move one of your marked cards along its row or column.</source>
        <translation>Joue ton &lt;b&gt;chien&lt;/b&gt;. Il ne fait pas avancer ton pion, mais après ta prise il te laisse déplacer une de tes cartes marquées le long de sa rangée ou de sa colonne.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="409"/>
        <source>Click the dog in your hand.</source>
        <translation>Clique sur le chien dans ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="411"/>
        <source>A &lt;b&gt;dog&lt;/b&gt; does not move the pawn, but after the take it lets its player move one of their marked cards along its row or column.</source>
        <translation>Un &lt;b&gt;chien&lt;/b&gt; ne fait pas avancer le pion, mais après la prise il laisse son joueur déplacer une de ses cartes marquées le long de sa rangée ou de sa colonne.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="414"/>
        <source>Your dog may move a card, or you may end the turn with this button.</source>
        <translation>Ton chien peut déplacer une carte, ou tu peux finir ton tour avec ce bouton.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="417"/>
        <source>Now the dog may move a marked card along its row or column, or the turn may end without a move.</source>
        <translation>Maintenant le chien peut déplacer une carte marquée le long de sa rangée ou de sa colonne, ou le tour peut s&apos;achever sans déplacement.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="421"/>
        <source>Drag &lt;b&gt;Pirouette 4&lt;/b&gt; up its column onto Van Goat 3, the card beside your stable: the two swap. At the end a marked card touching your stable scores double, and so does every marked card joined to it through yours.</source>
        <translation>Fais glisser &lt;b&gt;Biquette Pirouette 4&lt;/b&gt; vers le haut de sa colonne sur Van Bouc 3, la carte à côté de ton étable&#xa0;: les deux s&apos;échangent. À la fin, une carte marquée qui touche ton étable compte double, tout comme chaque carte marquée qui lui est reliée par les tiennes.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="425"/>
        <source>Drag Pirouette 4 (bottom left) up to the top-left card, or use the arrow keys and Enter.</source>
        <translation>Fais glisser Biquette Pirouette 4 (en bas à gauche) jusqu&apos;à la carte en haut à gauche, ou utilise les flèches et Entrée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="427"/>
        <source>A dog moved a marked card onto another card, and the two swapped. At the end a marked card touching its owner&apos;s stable scores double, and so does every marked card joined to it through the owner&apos;s.</source>
        <translation>Un chien a déplacé une carte marquée sur une autre carte, et les deux se sont échangées. À la fin, une carte marquée qui touche l&apos;étable de son propriétaire compte double, tout comme chaque carte marquée qui lui est reliée par les siennes.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="433"/>
        <source>Hugo won the Spike herd with 9 points: his markers are on the Spike cards now.</source>
        <translation>Hugo a gagné le troupeau de Crête-Folle avec 9 points&#xa0;: ses marqueurs sont maintenant sur les cartes Crête-Folle.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="436"/>
        <source>Hugo won a herd: his markers are on its cards now.</source>
        <translation>Hugo a gagné un troupeau&#xa0;: ses marqueurs sont maintenant sur ses cartes.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="439"/>
        <source>A Sherlock came out of the deck to refill the pasture. The Sherlock herd is yours, so it got your marker at once.</source>
        <translation>Un Sherbouc Holmes est sorti de la pioche pour combler le pâturage. Le troupeau de Sherbouc Holmes est à toi&#xa0;: il a aussitôt reçu ton marqueur.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="443"/>
        <source>A card of a won herd that is still in the deck gets its winner&apos;s marker as soon as it comes out to refill the pasture.</source>
        <translation>Une carte d&apos;un troupeau gagné encore dans la pioche reçoit le marqueur de son gagnant dès qu&apos;elle sort pour combler le pâturage.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="448"/>
        <source>Drag &lt;b&gt;Sherlock 4&lt;/b&gt; up its column onto &lt;b&gt;Spike 2&lt;/b&gt;, just below your Pirouette 4. Spike 2 carries Hugo&apos;s marker, so the two swap only if Hugo agrees. Joined to Pirouette 4, Sherlock 4 scores double too.</source>
        <translation>Fais glisser &lt;b&gt;Sherbouc Holmes 4&lt;/b&gt; vers le haut de sa colonne sur &lt;b&gt;Crête-Folle 2&lt;/b&gt;, juste sous ta Biquette Pirouette 4. Crête-Folle 2 porte le marqueur de Hugo&#xa0;: l&apos;échange n&apos;a lieu que si Hugo est d&apos;accord. Relié à Biquette Pirouette 4, Sherbouc Holmes 4 comptera double lui aussi.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="452"/>
        <source>Drag Sherlock 4 (left column, fourth row) up onto Spike 2 (second row).</source>
        <translation>Fais glisser Sherbouc Holmes 4 (colonne de gauche, quatrième rangée) vers le haut sur Crête-Folle 2 (deuxième rangée).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="454"/>
        <source>A dog&apos;s move onto a card that carries another player&apos;s marker needs that player&apos;s consent: the two swap only if they agree.</source>
        <translation>Le déplacement d&apos;un chien sur une carte qui porte le marqueur d&apos;un autre joueur demande l&apos;accord de ce joueur&#xa0;: les deux cartes ne s&apos;échangent que s&apos;il est d&apos;accord.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="458"/>
        <source>Hugo agreed, and the cards swapped. Had he said no, you could choose another move or none. With friends at this screen, the card&apos;s owner is asked.</source>
        <translation>Hugo a accepté, et les cartes se sont échangées. S&apos;il avait refusé, tu aurais pu choisir un autre déplacement, ou aucun. Entre amis devant cet écran, c&apos;est le propriétaire de la carte qui répond.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="462"/>
        <source>The card&apos;s owner answers: on a yes the cards swap, on a no the dog&apos;s player may choose another move or none. With friends at this screen, the card&apos;s owner is asked.</source>
        <translation>Le propriétaire de la carte répond&#xa0;: sur un oui les cartes s&apos;échangent, sur un non le joueur du chien peut choisir un autre déplacement, ou aucun. Entre amis devant cet écran, c&apos;est le propriétaire de la carte qui répond.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="467"/>
        <source>Hugo reached 8 points of Chef Feta first: your Chef Feta 5 left your display, worth nothing. That is the risk of a herd you cannot finish.</source>
        <translation>Hugo a atteint 8 points de Chef Crottin le premier&#xa0;: ton Chef Crottin 5 a quitté ta rangée de cartes posées, il ne vaut plus rien. C&apos;est le risque d&apos;un troupeau que tu ne peux pas finir.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="471"/>
        <source>A herd was won, so the cards of that type in the other displays left the game, worth nothing. That is the risk of a herd you cannot finish.</source>
        <translation>Un troupeau a été gagné&#xa0;: les cartes de cette sorte posées par les autres ont quitté la partie, elles ne valent plus rien. C&apos;est le risque d&apos;un troupeau que tu ne peux pas finir.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="476"/>
        <source>Three Mighty Kids are in the displays. Play &lt;b&gt;Mighty Kid 2&lt;/b&gt;, the fourth: it decides the herd. The higher total wins (yours 6, Hugo&apos;s 5) and is owed the fifth card.</source>
        <translation>Trois Superbouc sont posés. Joue &lt;b&gt;Superbouc 2&lt;/b&gt;, le quatrième&#xa0;: il décide du troupeau. Le plus gros total gagne (toi 6, Hugo 5) et la cinquième carte lui est due.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="479"/>
        <source>Click Mighty Kid 2 in your hand.</source>
        <translation>Clique sur Superbouc 2 dans ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="481"/>
        <source>When the fourth card of a type comes into the displays, it decides the herd: the higher total wins and is owed the fifth card.</source>
        <translation>Quand la quatrième carte d&apos;une sorte est posée, elle décide du troupeau&#xa0;: le plus gros total gagne, et la cinquième carte lui est due.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="485"/>
        <source>The Mighty Kid herd is yours: Hugo&apos;s Mighty Kid 5 left the game, and the fifth card, Mighty Kid 4, got your marker.</source>
        <translation>Le troupeau de Superbouc est à toi&#xa0;: le Superbouc 5 de Hugo a quitté la partie, et la cinquième carte, Superbouc 4, a reçu ton marqueur.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="489"/>
        <source>The herd a fourth card decides goes to the higher total: the loser&apos;s cards of it leave the game, and the fifth card gets the winner&apos;s marker.</source>
        <translation>Le troupeau que décide une quatrième carte va au plus gros total&#xa0;: les cartes du perdant quittent la partie, et la cinquième carte reçoit le marqueur du gagnant.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="494"/>
        <source>Play the rest by yourself. The game ends after a turn in which a player finds nothing to take in the pawn&apos;s line, or a row or column of the pasture is empty.</source>
        <translation>Joue la suite seul. La partie s&apos;arrête après un tour où un joueur ne trouve rien à prendre dans la rangée de son pion, ou quand une rangée ou une colonne du pâturage est vide.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="499"/>
        <source>The game is over. Each marked card scores its value for its owner, double when it is joined to the owner&apos;s stable. The highest milk total scores in full, the next half. Next comes the end screen with everyone&apos;s points.</source>
        <translation>La partie est finie. Chaque carte marquée rapporte sa valeur à son propriétaire, le double si elle est reliée à son étable. Le plus gros total de lait compte entier, le suivant à moitié. Vient ensuite l&apos;écran de fin avec les points de chacun.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="504"/>
        <source>That is Goat Master! Next, try a New game against an easy, normal or hard opponent, or with friends at this screen. The rules are under Help (F1), and so is this lesson.</source>
        <translation>Voilà Goat Master&#xa0;! Essaie maintenant une Nouvelle partie contre un adversaire facile, normal ou difficile, ou entre amis devant cet écran. Les règles sont dans l&apos;Aide (F1), et cette leçon aussi.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../../goatmaster/views/hand_over.py" line="60"/>
        <source>Pass the screen to %1</source>
        <translation>Passe l&apos;écran à %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/hand_over.py" line="61"/>
        <source>It is %1&apos;s turn. Everybody else, please look away.</source>
        <translation>À %1 de jouer. Que les autres détournent le regard.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/hand_over.py" line="63"/>
        <source>I am %1 — show my cards</source>
        <translation>Je suis %1 — montre mes cartes</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="71"/>
        <source>Host a table</source>
        <translation>Ouvrir une table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="80"/>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="81"/>
        <location filename="../../goatmaster/app/online/dialogs.py" line="206"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="83"/>
        <source>Your name:</source>
        <translation>Ton nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="85"/>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="88"/>
        <source>Go on from a saved game…</source>
        <translation>Reprendre une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="89"/>
        <source>Open an unfinished game at this table: its players claim their seats</source>
        <translation>Ouvre une partie inachevée à cette table&#xa0;: ses joueurs reprennent leurs places</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="95"/>
        <source>Others may watch</source>
        <translation>D&apos;autres peuvent regarder</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="112"/>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="113"/>
        <source>How long a player who lost the connection keeps their seat before an AI plays it for them (they take it back when they return)</source>
        <translation>Combien de temps un joueur qui a perdu la connexion garde sa place avant qu&apos;une IA joue pour lui (il la reprend à son retour)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="99"/>
        <source>Live: everyone plays now</source>
        <translation>En direct&#xa0;: tout le monde joue maintenant</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="102"/>
        <source>Over days: %n hour(s) a turn</source>
        <translation>
            <numerusform>Sur plusieurs jours&#xa0;: %n heure par tour</numerusform>
            <numerusform>Sur plusieurs jours&#xa0;: %n heures par tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="103"/>
        <source>Over days: %n day(s) a turn</source>
        <translation>
            <numerusform>Sur plusieurs jours&#xa0;: %n jour par tour</numerusform>
            <numerusform>Sur plusieurs jours&#xa0;: %n jours par tour</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="104"/>
        <source>Over days, each player comes for their moves; when a player&apos;s time runs out, the AI plays that turn for them</source>
        <translation>Sur plusieurs jours, chacun vient jouer ses coups&#xa0;; quand le temps d&apos;une personne est écoulé, l&apos;IA joue ce tour à sa place</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="106"/>
        <source>A table hosted here lives only while this app runs: keep it running, or host the table on a server that stays up.</source>
        <translation>Une table ouverte ici ne vit que tant que cette application tourne&#xa0;: laisse-la ouverte, ou ouvre la table sur un serveur qui reste allumé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="118"/>
        <source>Open the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="125"/>
        <source>Seats:</source>
        <translation>Places&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="129"/>
        <source>Pace:</source>
        <translation>Rythme&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="130"/>
        <source>A dropped player keeps the seat for:</source>
        <translation>Un joueur déconnecté garde sa place pendant&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="150"/>
        <source>Go on from a saved game</source>
        <translation>Reprendre une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="158"/>
        <source>This file cannot be played on: %1</source>
        <translation>Cette partie ne peut pas être reprise&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="163"/>
        <source>This file holds a finished game, or one that cannot be played online: Load a game replays it.</source>
        <translation>Ce fichier contient une partie terminée, ou qui ne se joue pas en ligne&#xa0;: Charger une partie la rejoue.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="171"/>
        <source>Goes on from %1 (%2).</source>
        <translation>Reprend %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="173"/>
        <source>Everyone who joins is told that you opened a saved game and may know the cards; the game starts once each player has agreed.</source>
        <translation>Chaque personne qui rejoint la table apprend que tu as ouvert une partie sauvegardée et que tu connais peut-être les cartes&#xa0;; la partie commence quand chaque joueur est d&apos;accord.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="195"/>
        <source>You</source>
        <translation>Toi</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="197"/>
        <source>A friend (joins with the code)</source>
        <translation>Un ami (rejoint avec le code)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="199"/>
        <source>AI: %1</source>
        <translation>IA&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="200"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
</context>
<context>
    <name>Inbox</name>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="506"/>
        <source>Goat Master</source>
        <translation>Goat Master</translation>
    </message>
</context>
<context>
    <name>InboxWords</name>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="210"/>
        <source>AI (%1)</source>
        <translation>IA (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="211"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="217"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/inbox.py" line="222"/>
        <source>%n day(s) left</source>
        <translation>
            <numerusform>%n jour restant</numerusform>
            <numerusform>%n jours restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/inbox.py" line="224"/>
        <source>%n hour(s) left</source>
        <translation>
            <numerusform>%n heure restante</numerusform>
            <numerusform>%n heures restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/inbox.py" line="225"/>
        <source>%n minute(s) left</source>
        <translation>
            <numerusform>%n minute restante</numerusform>
            <numerusform>%n minutes restantes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="244"/>
        <source>%1, table %2</source>
        <translation>%1, table %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="248"/>
        <source>%1 with %2</source>
        <translation>%1 avec %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="254"/>
        <source>Hosted here: its server starts when you open it</source>
        <translation>Ouverte ici&#xa0;: son serveur démarre quand tu l&apos;ouvres</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="288"/>
        <source>The server does not answer</source>
        <translation>Le serveur ne répond pas</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="68"/>
        <source>The server refused the connection: it may not be running</source>
        <translation>Le serveur a refusé la connexion&#xa0;: il n&apos;est peut-être pas lancé</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="69"/>
        <source>The server did not answer in time</source>
        <translation>Le serveur n&apos;a pas répondu à temps</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="70"/>
        <source>The server&apos;s address cannot be found: check your connection to the internet</source>
        <translation>L&apos;adresse du serveur est introuvable&#xa0;: vérifie ta connexion à Internet</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="72"/>
        <source>The server cannot be reached from this network</source>
        <translation>Le serveur est injoignable depuis ce réseau</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="73"/>
        <source>The server closed the connection</source>
        <translation>Le serveur a fermé la connexion</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="258"/>
        <source>Asking the server…</source>
        <translation>Question au serveur…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="260"/>
        <source>The server no longer has this table</source>
        <translation>Le serveur n&apos;a plus cette table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="262"/>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="264"/>
        <source>Your move</source>
        <translation>À toi de jouer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="266"/>
        <source>Waiting for %1</source>
        <translation>On attend %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="269"/>
        <source>Waiting for the others</source>
        <translation>On attend les autres</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="273"/>
        <source>the server did not answer just now</source>
        <translation>le serveur n&apos;a pas répondu à l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="284"/>
        <source>The server sent something this app cannot read (%1)</source>
        <translation>Le serveur a envoyé quelque chose que cette application ne sait pas lire (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="303"/>
        <source>Last: you played.</source>
        <translation>Dernier coup&#xa0;: le tien.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="304"/>
        <source>Last: %1 played.</source>
        <translation>Dernier coup&#xa0;: %1 a joué.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="325"/>
        <source>Your move in %1</source>
        <translation>À toi de jouer à %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="326"/>
        <source>Your move in %1 with %2</source>
        <translation>À toi de jouer à %1 avec %2</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="222"/>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="226"/>
        <source>To take your seat back at one of your tables, open it from Your tables on the start screen.</source>
        <translation>Pour reprendre ta place à l&apos;une de tes tables, ouvre-la depuis Tes tables sur l&apos;écran d&apos;accueil.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="232"/>
        <source>Tables on this network:</source>
        <translation>Tables sur ce réseau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="239"/>
        <source>Looking for tables… (a table elsewhere: type its address and code)</source>
        <translation>Recherche de tables… (une table ailleurs&#xa0;: tape son adresse et son code)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="245"/>
        <source>192.168.1.20:8765 or wss://tables.example.org</source>
        <translation>192.168.1.20:8765 ou wss://tables.example.org</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="246"/>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="250"/>
        <source>Code:</source>
        <translation>Code&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="253"/>
        <source>Your name:</source>
        <translation>Ton nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="254"/>
        <source>Only watch</source>
        <translation>Seulement regarder</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="261"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="272"/>
        <source>%n free seat(s) of %1</source>
        <translation>
            <numerusform>%n place libre sur %1</numerusform>
            <numerusform>%n places libres sur %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="275"/>
        <source>goes on from a saved game %1 opened: %1 may know the cards</source>
        <translation>reprend une partie sauvegardée que %1 a ouverte&#xa0;: %1 connaît peut-être les cartes</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="276"/>
        <source>goes on from a saved game the host opened: the host may know the cards</source>
        <translation>reprend une partie sauvegardée que l&apos;hôte a ouverte&#xa0;: l&apos;hôte connaît peut-être les cartes</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="279"/>
        <source>needs another version of Goat Master</source>
        <translation>demande une autre version de Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="301"/>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="306"/>
        <source>Type the table&apos;s address, as its host sees it on their table.</source>
        <translation>Tape l&apos;adresse de la table, telle que son hôte la voit sur sa table.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="308"/>
        <source>A join code is %1 letters and digits.</source>
        <translation>Un code de table compte %1 lettres et chiffres.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="204"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="206"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="205"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="216"/>
        <source>Thinks up to %1 seconds a move: hard to beat.</source>
        <translation>Réfléchit jusqu’à %1 s par coup : difficile à battre.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="218"/>
        <source>Answers at once and makes mistakes: a good first opponent.</source>
        <translation>Répond tout de suite et fait des erreurs : un bon premier adversaire.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="219"/>
        <source>Thinks a moment and plays soundly: a fair game.</source>
        <translation>Réfléchit un instant et joue juste : une partie équilibrée.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.ui" line="12"/>
        <source>Goat Master</source>
        <translation>Goat Master</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="31"/>
        <source>Welcome to Goat Master</source>
        <translation>Bienvenue dans Goat Master</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="42"/>
        <source>Play now</source>
        <translation>Joue maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="43"/>
        <location filename="../../ui/main_window.ui" line="192"/>
        <source>Make the thinking AI play its best decision so far</source>
        <translation>Faire jouer à l&apos;IA son meilleur choix jusqu&apos;ici</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="55"/>
        <source>Scores and game log</source>
        <translation>Scores et journal</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="89"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="102"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="112"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="119"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="130"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="131"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="134"/>
        <source>&amp;Choose a game…</source>
        <translation>&amp;Choisir un jeu…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="135"/>
        <source>Back to the start screen to play another game; this one waits under Continue</source>
        <translation>Retour à l’écran d’accueil pour jouer à un autre jeu&#xa0;; celui-ci t’attend sous «&#xa0;Continuer&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="138"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="139"/>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="142"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="143"/>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="146"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="147"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="150"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="151"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="154"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="157"/>
        <source>Re&amp;view the game</source>
        <translation>A&amp;nalyser la partie</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="158"/>
        <source>The AI weighs a player&apos;s decisions in the finished game: what each one cost, and what was better</source>
        <translation>L’IA pèse les décisions d’un joueur dans la partie finie&#xa0;: ce que chacune a coûté, et ce qui était mieux</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="161"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="164"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="165"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="168"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="169"/>
        <source>A guided first game against the computer: every rule as it comes up</source>
        <translation>Une première partie guidée contre l&apos;ordinateur&#xa0;: chaque règle au moment où elle sert</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="172"/>
        <source>&amp;What can I do now?</source>
        <translation>&amp;Que puis-je faire maintenant&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="173"/>
        <source>Shift+F1</source>
        <translation>Shift+F1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="176"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="177"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="178"/>
        <source>Back to your previous decision (the AI turns after it are taken back)</source>
        <translation>Revenir à ta décision précédente (les tours de l&apos;IA qui suivent sont annulés)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="181"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="182"/>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="185"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="186"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="187"/>
        <source>Ask the AI what it would do in your place (it sees only what you see)</source>
        <translation>Demander à l&apos;IA ce qu&apos;elle ferait à ta place (elle ne voit que ce que tu vois)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="190"/>
        <source>&amp;Play now</source>
        <translation>&amp;Joue maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="191"/>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="195"/>
        <source>Game &amp;log</source>
        <translation>&amp;Journal de la partie</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="200"/>
        <source>Animations &amp;off</source>
        <translation>&amp;Sans animations</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="204"/>
        <source>&amp;Fast animations</source>
        <translation>Animations &amp;rapides</translation>
    </message>
</context>
<context>
    <name>MeadowDice</name>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="23"/>
        <source>a cow</source>
        <translation>une vache</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="31"/>
        <source>two cows</source>
        <translation>deux vaches</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="32"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="39"/>
        <source>the cow in row %1, column %2</source>
        <translation>la vache en ligne %1, colonne %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="40"/>
        <source>the %3 in row %1, column %2</source>
        <translation>le %3 en ligne %1, colonne %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="45"/>
        <source>the north meadow</source>
        <translation>le pré du nord</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="45"/>
        <source>the east meadow</source>
        <translation>le pré de l’est</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="46"/>
        <source>the south meadow</source>
        <translation>le pré du sud</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="46"/>
        <source>the west meadow</source>
        <translation>le pré de l’ouest</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="62"/>
        <source>a herd of %1 scores %2</source>
        <translation>un troupeau de %1 rapporte %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="63"/>
        <source>a herd of %1 scores %2, %3 more to the next step</source>
        <translation>un troupeau de %1 rapporte %2, encore %3 pour le palier suivant</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="65"/>
        <source>a herd of %1 scores nothing yet, %2 more to score 2</source>
        <translation>un troupeau de %1 ne rapporte encore rien, %2 de plus pour marquer 2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="71"/>
        <source>%1 throws %2.</source>
        <translation>%1 lance %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="75"/>
        <source>%1 keeps %2.</source>
        <translation>%1 garde %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="78"/>
        <source>%1 throws both dice again.</source>
        <translation>%1 relance les deux dés.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="79"/>
        <source>%1 keeps %2 and throws again the die showing %3.</source>
        <translation>%1 garde %2 et relance le dé qui montre %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="82"/>
        <source>%1 gets %2: the dice show %3.</source>
        <translation>%1 obtient %2 : les dés montrent %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="85"/>
        <source>%1 marks %2 (one of a pair).</source>
        <translation>%1 coche %2 (l’une d’une paire).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="86"/>
        <source>%1 marks %2.</source>
        <translation>%1 coche %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="89"/>
        <source>%1 has nothing to mark: no free cell shows %2.</source>
        <translation>%1 n’a rien à cocher : aucune case libre ne montre %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="90"/>
        <source>either number</source>
        <translation>l’un ou l’autre nombre</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="94"/>
        <source>The ninth cow is marked: %1 scores %2 for herds of two.</source>
        <translation>La neuvième vache est cochée : %1 marque %2 pour ses troupeaux de deux.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="99"/>
        <source>The game ends: a shared win at %1 points.</source>
        <translation>La partie est finie : victoire partagée à %1 points.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="101"/>
        <source>The game ends: %1 wins with %2 points to %3.</source>
        <translation>La partie est finie : %1 gagne par %2 points à %3.</translation>
    </message>
</context>
<context>
    <name>MeadowTable</name>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="94"/>
        <source>Throw again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="96"/>
        <source>Throw the dice you clicked once more (T)</source>
        <translation>Relancer les dés choisis d’un clic (T)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="98"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="343"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="138"/>
        <source>Keep the dice (Enter), or click the dice to throw again (keys 1 and 2) and press Throw again (T).</source>
        <translation>Garde les dés (Entrée), ou clique les dés à relancer (touches 1 et 2) puis Relancer (T).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="162"/>
        <source>The game is over: the sheet shows every herd outlined and who won each meadow and trough.</source>
        <translation>La partie est finie : la feuille entoure chaque troupeau et montre qui a gagné chaque pré et chaque abreuvoir.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="165"/>
        <source>The game ends when no cow is free or at most 5 numbers are free (now %1 cows and %2 numbers).</source>
        <translation>La partie finit quand plus aucune vache n’est libre ou qu’il reste au plus 5 nombres libres (maintenant %1 vaches et %2 nombres).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="168"/>
        <source>%1 threw %2. You may throw one die or both once more, or keep them; the faces after that are final. Lit with dotted lines: the cells these dice would let you mark.</source>
        <translation>%1 a lancé %2. Tu peux relancer un dé ou les deux une fois, ou les garder ; les faces obtenues sont alors définitives. Entourées de pointillés : les cases que ces dés permettraient de cocher.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="172"/>
        <source>%1 marks with %2. Two cows: mark two free cows. Two numbers: mark one free cell showing either. A cow and a number: mark a free cow, or a free cell of that number, or both if they are exactly one cell apart (in a row, a column or diagonally, whatever lies between).</source>
        <translation>%1 coche avec %2. Deux vaches : coche deux vaches libres. Deux nombres : coche une case libre qui montre l’un d’eux. Une vache et un nombre : coche une vache libre, ou une case libre de ce nombre, ou les deux si une seule case les sépare (en ligne, en colonne ou en diagonale, quoi qu’il y ait entre elles).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="179"/>
        <source>Points: 3 for each edge meadow where you have more marks, 4 or 2 for each trough you surround with more marks, and your herds (marks joined side by side): 5–9 score 2, 10–14 score 5, 15–19 score 12, 20 or more score 20.</source>
        <translation>Points : 3 pour chaque pré du bord où tu as plus de marques, 4 ou 2 pour chaque abreuvoir que tu entoures de plus de marques, et tes troupeaux (marques qui se touchent par un côté) : 5 à 9 rapportent 2, 10 à 14 rapportent 5, 15 à 19 rapportent 12, 20 ou plus rapportent 20.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="208"/>
        <source>%1 throw both dice again. %n of %2 throws give(s) a better mark than the best one now, %3 points on average.</source>
        <translation>
            <numerusform>%1 relance les deux dés. %n lancer sur %2 donne une meilleure case que la meilleure d’à présent, %3 points en moyenne.</numerusform>
            <numerusform>%1 relance les deux dés. %n lancers sur %2 donnent une meilleure case que la meilleure d’à présent, %3 points en moyenne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="212"/>
        <source>%1 throw again the die showing %2. %n of its %3 faces give(s) a better mark than the best one now, %4 points on average.</source>
        <translation>
            <numerusform>%1 relance le dé qui montre %2. %n de ses %3 faces donne une meilleure case que la meilleure d’à présent, %4 points en moyenne.</numerusform>
            <numerusform>%1 relance le dé qui montre %2. %n de ses %3 faces donnent une meilleure case que la meilleure d’à présent, %4 points en moyenne.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="234"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="234"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="435"/>
        <source>Meadows</source>
        <translation>Prés</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="234"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="436"/>
        <source>Troughs</source>
        <translation>Abreuvoirs</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="234"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="437"/>
        <source>Herds</source>
        <translation>Troupeaux</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="236"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="440"/>
        <source>Herds of two</source>
        <translation>Troupeaux de deux</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="237"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="441"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="247"/>
        <source>Meadows: 3 points for each edge meadow where the player has more marks. Troughs: 4 for a big trough and 2 for a small one, where the player has more marks around it. Herds: 2 points for a herd of 5–9 cells, 5 for 10–14, 12 for 15–19, 20 for 20 or more.</source>
        <translation>Prés&#xa0;: 3 points pour chaque pré du bord où le joueur a le plus de cases cochées. Abreuvoirs&#xa0;: 4 pour un grand abreuvoir et 2 pour un petit, où le joueur a le plus de cases cochées autour. Troupeaux&#xa0;: 2 points pour un troupeau de 5 à 9 cases, 5 pour 10 à 14, 12 pour 15 à 19, 20 pour 20 ou plus.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="252"/>
        <source>Herds of two: 2 points for each herd of two cells after the 9th cow.</source>
        <translation>Troupeaux de deux&#xa0;: 2 points pour chaque troupeau de deux cases après la neuvième vache.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="343"/>
        <source>Keep the dice</source>
        <translation>Garder les dés</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="344"/>
        <source>Keep both dice as they are (Enter)</source>
        <translation>Garder les deux dés tels quels (Entrée)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="141"/>
        <source>Press Done (Enter) or click your choice again to mark it; click another lit cell to choose it instead; Escape drops the choice.</source>
        <translation>Appuie sur Terminé (Entrée) ou reclique ton choix pour le cocher&#xa0;; clique une autre case éclairée pour la choisir à la place&#xa0;; Échap abandonne le choix.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="144"/>
        <source>Click a linked cell to mark it too; Escape drops the choice.</source>
        <translation>Clique une case reliée pour la cocher aussi&#xa0;; Échap abandonne le choix.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="148"/>
        <source>Two cows: choose the last free cow, then press Done.</source>
        <translation>Deux vaches&#xa0;: choisis la dernière vache libre, puis appuie sur Terminé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="149"/>
        <source>Two cows: choose two free cows, one after the other, then press Done.</source>
        <translation>Deux vaches&#xa0;: choisis deux vaches libres, l’une après l’autre, puis appuie sur Terminé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="152"/>
        <source>Choose a lit cell showing %1, then press Done (arrows and Enter work too).</source>
        <translation>Choisis une case éclairée qui montre %1, puis appuie sur Terminé (les flèches et Entrée marchent aussi).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="154"/>
        <source>Choose a lit cell showing %1 or %2, then press Done (arrows and Enter work too).</source>
        <translation>Choisis une case éclairée qui montre %1 ou %2, puis appuie sur Terminé (les flèches et Entrée marchent aussi).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="156"/>
        <source>A cow and a %1: choose a lit cow or %1, or two cells joined by a dotted link, then press Done (arrows and Enter work too).</source>
        <translation>Une vache et un %1&#xa0;: choisis une vache ou un %1 éclairé, ou deux cases reliées par un pointillé, puis appuie sur Terminé (les flèches et Entrée marchent aussi).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="189"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="202"/>
        <source>%1 keep the dice. The best mark they allow gains %2 points; throwing both again gives a better one in only %3 of %4 throws.</source>
        <translation>%1 garde les dés. La meilleure case qu’ils permettent rapporte %2 points&#xa0;; relancer les deux dés n’en donne une meilleure que dans %3 lancers sur %4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="345"/>
        <source>Mark what you chose (Enter or D)</source>
        <translation>Cocher ton choix (Entrée ou D)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="410"/>
        <source>%n mark(s) · biggest herd %1</source>
        <translation>
            <numerusform>%n case cochée · plus grand troupeau %1</numerusform>
            <numerusform>%n cases cochées · plus grand troupeau %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="416"/>
        <source>A shared win at %1 points!</source>
        <translation>Victoire partagée à %1 points !</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="417"/>
        <source>%1 wins, %2 to %3!</source>
        <translation>%1 gagne, %2 à %3 !</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="419"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="420"/>
        <source>On the sheet: every herd outlined, and the meadows and troughs filled in the colour of the player who won them.</source>
        <translation>Sur la feuille : chaque troupeau entouré, et les prés et abreuvoirs remplis de la couleur de qui les a gagnés.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="423"/>
        <source>Turn %1 · %2 cows and %3 numbers free</source>
        <translation>Tour %1 · %2 vaches et %3 nombres libres</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="425"/>
        <source>Badges: each player&apos;s marks in a meadow or around a trough, and the points it is worth in the colour of the leader; the number on a herd&apos;s corner is its size.</source>
        <translation>Pastilles : les marques de chacun dans un pré ou autour d’un abreuvoir, et les points en jeu dans la couleur de qui mène ; le nombre au coin d’un troupeau est sa taille.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="430"/>
        <source>%1 may throw one or both dice again.</source>
        <translation>%1 peut relancer un dé ou les deux.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="432"/>
        <source>%1 marks with %2.</source>
        <translation>%1 coche avec %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="447"/>
        <source>this trough</source>
        <translation>cet abreuvoir</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="452"/>
        <source>crosses %1, circles %2</source>
        <translation>croix %1, ronds %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="454"/>
        <source>nobody wins it on a tie</source>
        <translation>à égalité, personne ne le gagne</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="454"/>
        <source>tied: nobody would score it</source>
        <translation>égalité : personne ne marquerait</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="456"/>
        <source>%1 wins it</source>
        <translation>%1 le gagne</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="456"/>
        <source>%1 leads</source>
        <translation>%1 mène</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="457"/>
        <source>%1 is worth %2 points to the player with more marks there: %3; %4.</source>
        <translation>%1 vaut %2 points pour qui y a le plus de marques : %3 ; %4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="466"/>
        <source>The dice are final now.</source>
        <translation>Les dés sont définitifs maintenant.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="478"/>
        <source>Click the dice you want to throw again first (or press 1 and 2).</source>
        <translation>Clique d’abord les dés à relancer (ou appuie sur 1 et 2).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="596"/>
        <source>Dice: %1</source>
        <translation>Dés : %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="596"/>
        <source>Dice: not thrown</source>
        <translation>Dés : pas encore lancés</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="597"/>
        <source>Die %1: %2</source>
        <translation>Dé %1 : %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="601"/>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="602"/>
        <source>Row %1</source>
        <translation>Rangée %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="607"/>
        <source>Meadows and troughs</source>
        <translation>Prés et abreuvoirs</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="611"/>
        <source>Your moves</source>
        <translation>Tes coups</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="617"/>
        <source>a trough in row %1, column %2</source>
        <translation>un abreuvoir en rangée %1, colonne %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="622"/>
        <source>%1, marked by %2</source>
        <translation>%1, cochée par %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="624"/>
        <source>%1, free</source>
        <translation>%1, libre</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="637"/>
        <source>Keep %1</source>
        <translation>Garder %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="638"/>
        <source>Keep both dice as they are.</source>
        <translation>Garder les deux dés tels quels.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="642"/>
        <source>Throw both dice again</source>
        <translation>Relancer les deux dés</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="643"/>
        <source>The dice show %1: throw both once more.</source>
        <translation>Les dés montrent %1 : les relancer tous les deux.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="647"/>
        <source>Throw again the die showing %1</source>
        <translation>Relancer le dé qui montre %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="654"/>
        <source>Mark %1</source>
        <translation>Cocher %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="667"/>
        <source>This die shows %1 and will be thrown again: click it (or press %2) to keep it.</source>
        <translation>Ce dé montre %1 et sera relancé : clique-le (ou appuie sur %2) pour le garder.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="669"/>
        <source>This die shows %1: click it (or press %2) to throw it again.</source>
        <translation>Ce dé montre %1 : clique-le (ou appuie sur %2) pour le relancer.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="671"/>
        <source>This die shows %1.</source>
        <translation>Ce dé montre %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="679"/>
        <source>%1: marked by %2.</source>
        <translation>%1 : cochée par %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="690"/>
        <source>Or mark it with a linked cell: click one, then the other.</source>
        <translation>Ou coche-la avec une case reliée : clique l’une, puis l’autre.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="693"/>
        <source>Pick %1, then click another free cow to mark both.</source>
        <translation>Choisis %1, puis clique une autre vache libre pour cocher les deux.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="694"/>
        <source>The dice do not let you mark %1.</source>
        <translation>Les dés ne permettent pas de cocher %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="653"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="705"/>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="712"/>
        <source>takes %1</source>
        <translation>prend %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="712"/>
        <source>ties %1</source>
        <translation>égalise %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="716"/>
        <source>takes a trough worth %1</source>
        <translation>prend un abreuvoir qui vaut %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="717"/>
        <source>ties a trough worth %1</source>
        <translation>égalise à un abreuvoir qui vaut %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="719"/>
        <source>Mark %1: %2 points now (%3).</source>
        <translation>Cocher %1 : %2 points maintenant (%3).</translation>
    </message>
</context>
<context>
    <name>MeadowTutorial</name>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="94"/>
        <source>Welcome to Meadow Dice! You and Hugo pencil marks on one shared sheet: you draw crosses, Hugo circles. Each cell shows a number from 1 to 5 or a cow; the water troughs can never be marked.</source>
        <translation>Bienvenue dans Dés des prés&#xa0;! Tu partages une feuille avec Hugo&#xa0;: tu y traces des croix, lui des ronds. Chaque case montre un nombre de 1 à 5 ou une vache&#xa0;; les abreuvoirs ne se cochent jamais.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="100"/>
        <source>Every turn starts with a throw of both dice. A die shows 1 to 5 or a cow. You threw a 1 and a 2.</source>
        <translation>Chaque tour commence par un lancer des deux dés. Un dé montre 1 à 5 ou une vache. Tu as fait un 1 et un 2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="105"/>
        <source>What scores at the end: each edge meadow (the outer rows and columns) gives 3 points to whoever has more marks in it; each trough gives 4 or 2 to whoever has more marks around it; and your herds, marks joined side by side.</source>
        <translation>Ce qui compte à la fin&#xa0;: chaque pré du bord (les rangées et colonnes extérieures) donne 3 points à qui y a le plus de cases cochées&#xa0;; chaque abreuvoir donne 4 ou 2 à qui a le plus de cases cochées autour&#xa0;; et tes troupeaux, des cases cochées côte à côte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="111"/>
        <source>You may throw one die or both once more; then the faces are final. Keep the 1 and throw the 2 again: click the die showing &lt;b&gt;2&lt;/b&gt;, then &lt;b&gt;Throw again&lt;/b&gt;.</source>
        <translation>Tu peux relancer un dé ou les deux, une fois&#xa0;; ensuite les faces sont définitives. Garde le 1 et relance le 2&#xa0;: clique le dé qui montre &lt;b&gt;2&lt;/b&gt;, puis &lt;b&gt;Relancer&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="114"/>
        <source>Click the die showing 2 so that it lifts, then press Throw again (T).</source>
        <translation>Clique le dé qui montre 2 pour le soulever, puis appuie sur Relancer (T).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="117"/>
        <source>A 1 and a 2: mark one free cell showing either. Choose the &lt;b&gt;1 in row 1, column 3&lt;/b&gt; (a click), then press &lt;b&gt;Done&lt;/b&gt;. It counts for the north meadow and lies beside a trough.</source>
        <translation>Un 1 et un 2&#xa0;: coche une case libre qui montre l&apos;un ou l&apos;autre. Choisis le &lt;b&gt;1 en ligne 1, colonne 3&lt;/b&gt; (un clic), puis appuie sur &lt;b&gt;Terminé&lt;/b&gt;. Il compte pour le pré du nord et touche un abreuvoir.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="121"/>
        <source>Click the lit 1 in row 1, column 3, then press Done (Enter).</source>
        <translation>Clique le 1 éclairé en ligne 1, colonne 3, puis appuie sur Terminé (Entrée).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="124"/>
        <source>Hugo threw a cow and a 5 and marked both: a cow and a number exactly one cell apart (two steps along a row, a column or a diagonal) may be marked together.</source>
        <translation>Hugo a fait une vache et un 5 et a coché les deux&#xa0;: une vache et un nombre à exactement une case d&apos;écart (deux pas le long d&apos;une ligne, d&apos;une colonne ou d&apos;une diagonale) peuvent être cochés ensemble.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="129"/>
        <source>A 1 and a 4 give you little here. Throw &lt;b&gt;both&lt;/b&gt; dice again: click each die, then Throw again.</source>
        <translation>Un 1 et un 4 ne te servent pas à grand-chose ici. Relance &lt;b&gt;les deux&lt;/b&gt; dés&#xa0;: clique chaque dé, puis Relancer.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="132"/>
        <source>Click both dice so that they lift, then press Throw again (T).</source>
        <translation>Clique les deux dés pour les soulever, puis appuie sur Relancer (T).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="135"/>
        <source>A cow and a 4! Mark the &lt;b&gt;cow in row 5, column 5&lt;/b&gt; and the &lt;b&gt;4 in row 7, column 3&lt;/b&gt; together: click the cow, then the 4 its dotted line leads to, then Done.</source>
        <translation>Une vache et un 4&#xa0;! Coche ensemble la &lt;b&gt;vache en ligne 5, colonne 5&lt;/b&gt; et le &lt;b&gt;4 en ligne 7, colonne 3&lt;/b&gt;&#xa0;: clique la vache, puis le 4 vers lequel mène son pointillé, puis Terminé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="138"/>
        <source>Click the cow in row 5, column 5, then the 4 in row 7, column 3, then press Done.</source>
        <translation>Clique la vache en ligne 5, colonne 5, puis le 4 en ligne 7, colonne 3, puis appuie sur Terminé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="141"/>
        <source>Hugo threw two cows: two cows mark any two free cows on the sheet.</source>
        <translation>Hugo a fait deux vaches&#xa0;: deux vaches cochent deux vaches libres n&apos;importe où sur la feuille.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="145"/>
        <source>Play a turn by yourself. The lit cells are the ones your dice let you mark. Stuck? Hint shows what the computer would do, and Enter takes it.</source>
        <translation>Joue un tour seul. Les cases éclairées sont celles que tes dés te laissent cocher. Tu hésites&#xa0;? Conseil montre ce que ferait l&apos;ordinateur, et Entrée le joue.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="150"/>
        <source>Two cows for you! Keep them: press &lt;b&gt;Keep the dice&lt;/b&gt;.</source>
        <translation>Deux vaches pour toi&#xa0;! Garde-les&#xa0;: appuie sur &lt;b&gt;Garder les dés&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="152"/>
        <source>Press Keep the dice (Enter).</source>
        <translation>Appuie sur Garder les dés (Entrée).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="154"/>
        <source>Two cows for you! Two cows mark any two free cows on the sheet: keep them, or throw again.</source>
        <translation>Deux vaches pour toi&#xa0;! Deux vaches cochent deux vaches libres n&apos;importe où sur la feuille&#xa0;: garde-les, ou relance.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="157"/>
        <source>Mark two free cows anywhere. Take the corners: &lt;b&gt;row 1, column 8&lt;/b&gt; and &lt;b&gt;row 8, column 1&lt;/b&gt;. A corner lies in two meadows at once.</source>
        <translation>Coche deux vaches libres n&apos;importe où. Prends les coins&#xa0;: &lt;b&gt;ligne 1, colonne 8&lt;/b&gt; et &lt;b&gt;ligne 8, colonne 1&lt;/b&gt;. Un coin appartient à deux prés à la fois.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="160"/>
        <source>Click the cow in row 1, column 8, then the cow in row 8, column 1, then Done.</source>
        <translation>Clique la vache en ligne 1, colonne 8, puis la vache en ligne 8, colonne 1, puis Terminé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="162"/>
        <source>Mark two free cows anywhere. A corner lies in two meadows at once.</source>
        <translation>Coche deux vaches libres n&apos;importe où. Un coin fait partie de deux prés à la fois.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="166"/>
        <source>Mark the &lt;b&gt;5 in row 6, column 5&lt;/b&gt;: it joins your cow above it and your cow beside it into a herd of three. A herd of 5 to 9 marks scores 2, of 10 to 14 scores 5, of 15 to 19 scores 12, of 20 or more 20.</source>
        <translation>Coche le &lt;b&gt;5 en ligne 6, colonne 5&lt;/b&gt;&#xa0;: il relie ta vache au-dessus et ta vache à côté en un troupeau de trois. Un troupeau de 5 à 9 cases rapporte 2, de 10 à 14 rapporte 5, de 15 à 19 rapporte 12, de 20 ou plus 20.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="170"/>
        <source>Click the 5 in row 6, column 5, then press Done.</source>
        <translation>Clique le 5 en ligne 6, colonne 5, puis appuie sur Terminé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="172"/>
        <source>The ringed cell lies beside one of your marks: marked, it joins them into a herd. A herd of 5 to 9 marks scores 2, of 10 to 14 scores 5, of 15 to 19 scores 12, of 20 or more 20.</source>
        <translation>La case entourée est à côté d&apos;une de tes cases cochées&#xa0;: cochée, elle les relie en un troupeau. Un troupeau de 5 à 9 cases rapporte 2, de 10 à 14 rapporte 5, de 15 à 19 rapporte 12, de 20 ou plus 20.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="177"/>
        <source>Mark the &lt;b&gt;3 in row 7, column 4&lt;/b&gt;, just below the big trough: you then have three marks around it against Hugo&apos;s two: for now, the trough&apos;s 4 points are yours.</source>
        <translation>Coche le &lt;b&gt;3 en ligne 7, colonne 4&lt;/b&gt;, juste sous le grand abreuvoir&#xa0;: tu as alors trois cases cochées autour contre deux pour Hugo&#xa0;; pour l&apos;instant, ses 4 points sont à toi.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="180"/>
        <source>Click the 3 in row 7, column 4, then press Done.</source>
        <translation>Clique le 3 en ligne 7, colonne 4, puis appuie sur Terminé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="182"/>
        <source>The ringed cell lies beside a trough. Whoever has more marks around a trough at the end scores its points: 4 for a big one, 2 for a small one.</source>
        <translation>La case entourée est à côté d&apos;un abreuvoir. À la fin, qui a le plus de cases cochées autour d&apos;un abreuvoir marque ses points&#xa0;: 4 pour un grand, 2 pour un petit.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="187"/>
        <source>Play the rest by yourself. The game ends after a turn that leaves no cow free, or five numbers or fewer.</source>
        <translation>Joue la suite seul. La partie s&apos;arrête après un tour qui ne laisse plus de vache libre, ou cinq nombres libres ou moins.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="192"/>
        <source>The game is over. Every meadow and trough shows its winner&apos;s colour, and every herd is outlined with its points. The highest total wins.</source>
        <translation>La partie est finie. Chaque pré et chaque abreuvoir prend la couleur de son gagnant, et chaque troupeau est entouré avec ses points. Le plus gros total gagne.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="196"/>
        <source>That is Meadow Dice! Next, try a New game against an easy, normal or hard opponent, on another sheet, or with a friend at this screen. The rules are under Help (F1), and so is this lesson.</source>
        <translation>Voilà Dés des prés&#xa0;! Essaie maintenant une Nouvelle partie contre un adversaire facile, normal ou difficile, sur une autre feuille, ou avec un ami devant cet écran. Les règles sont dans l&apos;Aide (F1), et cette leçon aussi.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="111"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="112"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="120"/>
        <source>The colour of this seat&apos;s pawn, stable and markers</source>
        <translation>La couleur du pion, de l&apos;étable et des marqueurs de cette place</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="122"/>
        <source>The name shown at the table</source>
        <translation>Le nom affiché à la table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="125"/>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="127"/>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="129"/>
        <source>Player %1 is</source>
        <translation>Le joueur %1 est</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="130"/>
        <source>Level of player %1</source>
        <translation>Niveau du joueur %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="132"/>
        <source>A person at this screen, or a computer goat</source>
        <translation>Une personne devant l&apos;écran, ou une chèvre ordinateur</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="133"/>
        <source>How hard the computer player thinks</source>
        <translation>À quel point l&apos;ordinateur réfléchit</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="194"/>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="206"/>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="218"/>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="223"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="223"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="224"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="224"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="396"/>
        <source>At least one seat must be a human player.</source>
        <translation>Au moins une place doit revenir à un humain.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="402"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="6"/>
        <location filename="../../ui/new_game_dialog.ui" line="30"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="35"/>
        <source>Who sits at the table? Seat 1 plays first, then play goes round in seat order.</source>
        <translation>Qui s&apos;installe à la table&#xa0;? La place 1 commence, puis on joue dans l&apos;ordre des places.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="45"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="53"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="84"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="93"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="101"/>
        <source>&amp;Deal number:</source>
        <translation>Numéro de &amp;donne&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="108"/>
        <source>The same deal number and the same number of players give the same cards</source>
        <translation>Même numéro de donne et même nombre de joueurs&#xa0;: mêmes cartes</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="113"/>
        <source>&amp;Shuffle</source>
        <translation>&amp;Mélanger</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="114"/>
        <source>Pick a new random deal number</source>
        <translation>Tirer au hasard un nouveau numéro de donne</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="128"/>
        <source>Share the number to let friends play the same deal, or type one in to replay it.</source>
        <translation>Partage le numéro pour que tes amis jouent la même donne, ou tapes-en un pour la rejouer.</translation>
    </message>
</context>
<context>
    <name>OnlineGameWindow</name>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="73"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="78"/>
        <source>Join code: %1</source>
        <translation>Code de la table&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="82"/>
        <source>Friends join this table with its code (and this machine&apos;s address)</source>
        <translation>Tes amis rejoignent cette table avec son code (et l&apos;adresse de cette machine)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="83"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="95"/>
        <source>Agree and play on</source>
        <translation>D&apos;accord, on continue</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="103"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="109"/>
        <source>Level of the AI to seat</source>
        <translation>Niveau de l&apos;IA à placer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="114"/>
        <source>Seat an AI</source>
        <translation>Placer une IA</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="117"/>
        <source>An AI plays the chosen open seat, or a seat whose player is away (until they come back)</source>
        <translation>Une IA joue la place libre choisie, ou la place d&apos;un joueur absent (jusqu&apos;à son retour)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="127"/>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="132"/>
        <source>Say something to the table…</source>
        <translation>Dis quelque chose à la table…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="133"/>
        <source>Message to the table</source>
        <translation>Message à la table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="145"/>
        <source>open: waiting for a friend</source>
        <translation>libre&#xa0;: en attente d&apos;un ami</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="147"/>
        <source>AI (%1)</source>
        <translation>IA (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="149"/>
        <source>away: an AI plays for now</source>
        <translation>absent&#xa0;: une IA joue en attendant</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="151"/>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="153"/>
        <source>here</source>
        <translation>présent</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="154"/>
        <source> (you)</source>
        <translation> (toi)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="176"/>
        <source>%n day(s) left</source>
        <translation>
            <numerusform>%n jour restant</numerusform>
            <numerusform>%n jours restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="178"/>
        <source>%n hour(s) left</source>
        <translation>
            <numerusform>%n heure restante</numerusform>
            <numerusform>%n heures restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="179"/>
        <source>%n minute(s) left</source>
        <translation>
            <numerusform>%n minute restante</numerusform>
            <numerusform>%n minutes restantes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="189"/>
        <source>This game goes on from a saved game %1 opened: %1 may know the cards.</source>
        <translation>Cette partie reprend une partie sauvegardée que %1 a ouverte&#xa0;: %1 connaît peut-être les cartes.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="190"/>
        <source>This game goes on from a saved game the host opened: the host may know the cards.</source>
        <translation>Cette partie reprend une partie sauvegardée que l&apos;hôte a ouverte&#xa0;: l&apos;hôte connaît peut-être les cartes.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="193"/>
        <source>It starts once every player has agreed.</source>
        <translation>Elle commence quand chaque joueur est d&apos;accord.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="207"/>
        <source>Every seat has its player.</source>
        <translation>Chaque place a son joueur.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="223"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Connexion perdue&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="223"/>
        <source>Disconnected</source>
        <translation>Déconnecté</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="241"/>
        <source>Since you last looked, the AI made %n move(s) for you:</source>
        <translation>
            <numerusform>Depuis ton dernier passage, l’IA a joué %n coup pour toi&#xa0;:</numerusform>
            <numerusform>Depuis ton dernier passage, l’IA a joué %n coups pour toi&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="242"/>
        <source>Since you last looked:</source>
        <translation>Depuis ton dernier passage&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="248"/>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="250"/>
        <source>%1 (your move at %n other table(s))</source>
        <translation>
            <numerusform>%1 (à toi de jouer à %n autre table)</numerusform>
            <numerusform>%1 (à toi de jouer à %n autres tables)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="266"/>
        <source>The game starts once every player has agreed to play on from the saved game.</source>
        <translation>La partie commence quand chaque joueur a accepté de reprendre la partie sauvegardée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="269"/>
        <source>You are watching this table.</source>
        <translation>Tu regardes cette table.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="273"/>
        <source>A game at a shared table can be saved once it is over.</source>
        <translation>Une partie à une table partagée peut être enregistrée une fois terminée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="282"/>
        <source>The server&apos;s file of the game is broken: %1</source>
        <translation>Le fichier de la partie envoyé par le serveur est abîmé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="299"/>
        <source>A new game at this table: good luck!</source>
        <translation>Une nouvelle partie à cette table&#xa0;: bonne chance&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="309"/>
        <source>A new deal at this table, for everyone at it</source>
        <translation>Une nouvelle donne à cette table, pour tous ceux qui y sont assis</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="31"/>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="32"/>
        <source>File Folder</source>
        <translation>Dossier de fichiers</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="33"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="34"/>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="35"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="36"/>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="37"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="29"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="30"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="19"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="20"/>
        <source>Wait: the pasture is being refilled.</source>
        <translation>Attends : le pâturage se remplit.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="21"/>
        <source>%1: first play a card from your hand.</source>
        <translation>%1 : joue d&apos;abord une carte de ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="22"/>
        <source>That is not a card.</source>
        <translation>Ce n&apos;est pas une carte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="23"/>
        <source>%1: that card is not in your hand.</source>
        <translation>%1 : cette carte n&apos;est pas dans ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="24"/>
        <source>%1: now take a card from your pawn&apos;s row or column.</source>
        <translation>%1 : prends maintenant une carte dans la ligne ou la colonne de ton pion.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="25"/>
        <source>%1: a card can still be taken, so you must take one.</source>
        <translation>%1 : une carte peut encore être prise, tu dois donc en prendre une.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="27"/>
        <source>That is not a place on the pasture.</source>
        <translation>Ce n&apos;est pas une case du pâturage.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="28"/>
        <source>%1: you can only take a card in your pawn&apos;s row or column.</source>
        <translation>%1 : tu ne peux prendre qu&apos;une carte dans la ligne ou la colonne de ton pion.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="30"/>
        <source>There is no card there.</source>
        <translation>Il n&apos;y a pas de carte ici.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="31"/>
        <source>A card with a marker on it cannot be taken.</source>
        <translation>Une carte qui porte un marqueur ne peut pas être prise.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="32"/>
        <source>%1: move one of your marked cards with the dog, or let it be.</source>
        <translation>%1 : déplace une de tes cartes marquées avec le chien, ou laisse-le.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="34"/>
        <source>%1 must first say yes or no to the dog move.</source>
        <translation>%1 doit d&apos;abord dire oui ou non au déplacement du chien.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="35"/>
        <source>%1: the dog can only move a card with your marker.</source>
        <translation>%1 : le chien ne peut déplacer qu&apos;une carte qui porte ton marqueur.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="37"/>
        <source>The dog moves a card within its row or column only.</source>
        <translation>Le chien ne déplace une carte que dans sa ligne ou sa colonne.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="39"/>
        <source>%1: the dog cannot swap two of your own marked cards.</source>
        <translation>%1 : le chien ne peut pas échanger deux de tes propres cartes marquées.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="41"/>
        <source>%1 has already said no to this move.</source>
        <translation>%1 a déjà refusé ce déplacement.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="42"/>
        <source>It is %1&apos;s turn.</source>
        <translation>C&apos;est au tour de %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="50"/>
        <source>That move is not allowed.</source>
        <translation>Ce coup n&apos;est pas permis.</translation>
    </message>
</context>
<context>
    <name>RemoteModel</name>
    <message>
        <location filename="../../goatmaster/app/online/remote_model.py" line="131"/>
        <source>The table server sent something this app cannot show: %1</source>
        <translation>Le serveur de tables a envoyé quelque chose que cette application ne peut pas montrer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/remote_model.py" line="191"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="57"/>
        <source>Back to the deal</source>
        <translation>Retour à la donne</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="58"/>
        <source>One turn back</source>
        <translation>Un tour en arrière</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="59"/>
        <location filename="../../goatmaster/views/replay_bar.py" line="119"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="61"/>
        <source>Play the game turn by turn, by itself</source>
        <translation>Rejouer la partie tour par tour, toute seule</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="66"/>
        <source>One turn forward</source>
        <translation>Un tour en avant</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="68"/>
        <source>To the end</source>
        <translation>Jusqu&apos;à la fin</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="83"/>
        <source>Re&amp;view</source>
        <translation>A&amp;nalyser</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="85"/>
        <source>Weigh a player&apos;s decisions with the AI: what each one cost, and what was better</source>
        <translation>Peser les décisions d’un joueur avec l’IA&#xa0;: ce que chacune a coûté, et ce qui était mieux</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="88"/>
        <source>Close replay</source>
        <translation>Fermer la relecture</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="119"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="147"/>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="28"/>
        <source>This throw again gave a better mark than the dice kept in only %1 of %2 throws.</source>
        <translation>Cette relance ne donnait une meilleure case que les dés gardés que dans %1 lancers sur %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="31"/>
        <source>Throwing again gave a better mark than these dice in %1 of %2 throws.</source>
        <translation>Relancer donnait une meilleure case que ces dés dans %1 lancers sur %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="41"/>
        <source>The best mark found scores 1 more point at once.</source>
        <translation>La meilleure case trouvée rapporte tout de suite 1 point de plus.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="43"/>
        <source>The best mark found scores %1 more points at once.</source>
        <translation>La meilleure case trouvée rapporte tout de suite %1 points de plus.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="44"/>
        <source>This mark scores as much at once; the best found leaves the sheet better placed for the marks to come.</source>
        <translation>Cette case rapporte autant tout de suite&#xa0;; la meilleure trouvée laisse la feuille mieux placée pour les cases à venir.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/search/review.py" line="343"/>
        <source>The best found scores 1 more point at once.</source>
        <translation>Le meilleur coup trouvé rapporte tout de suite 1 point de plus.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/search/review.py" line="345"/>
        <source>The best found scores %1 more points at once.</source>
        <translation>Le meilleur coup trouvé rapporte tout de suite %1 points de plus.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/search/review.py" line="347"/>
        <source>This move scores more at once; the best found is worth more by the end of the game.</source>
        <translation>Ce coup rapporte plus tout de suite&#xa0;; le meilleur trouvé vaut davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/search/review.py" line="349"/>
        <source>Both score alike at once; the difference comes later in the game.</source>
        <translation>Les deux rapportent autant tout de suite&#xa0;; la différence vient plus tard dans la partie.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="35"/>
        <source>This play laid the fourth %1 card and gave %2 the %1 majority: a bigger display of it than yours (R15).</source>
        <translation>Ce coup a posé la quatrième carte %1 et donne à %2 la majorité de %1&#xa0;: %2 en a posé davantage que toi (R15).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="41"/>
        <source>The best found wins %1 at once: 8 or more points of it in your display (R14).</source>
        <translation>Le meilleur coup trouvé remporte aussitôt %1&#xa0;: 8 points ou plus posés devant toi (R14).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="43"/>
        <source>The best found lays the fourth %1 card and wins the type: your display of it is the biggest (R15).</source>
        <translation>Le meilleur coup trouvé pose la quatrième carte %1 et remporte le type&#xa0;: c’est toi qui en as posé le plus (R15).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="47"/>
        <source>This %1 card was dead: its type is decided, so playing it scored nothing and only moved your pawn (R13).</source>
        <translation>Cette carte %1 était morte&#xa0;: son type est déjà attribué, la jouer n’a rien rapporté et n’a fait qu’avancer ton pion (R13).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="54"/>
        <source>The best dog move joins 1 more of your cards to your stable: it counts double (R20).</source>
        <translation>Le meilleur coup du chien relie 1 carte de plus à ton étable&#xa0;: elle compte double (R20).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="56"/>
        <source>The best dog move joins %1 more of your cards to your stable: they count double (R20).</source>
        <translation>Le meilleur coup du chien relie %1 cartes de plus à ton étable&#xa0;: elles comptent double (R20).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="29"/>
        <source>This play completes row %1 for you: its red token, −%2, is yours (T9).</source>
        <translation>Ce coup complète la rangée %1 pour toi&#xa0;: son jeton rouge, −%2, est pour toi (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="31"/>
        <source>This play completes row %1 for %2: its black token, +%3, goes to them (T9).</source>
        <translation>Ce coup complète la rangée %1 pour %2&#xa0;: son jeton noir, +%3, lui revient (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="33"/>
        <source>This play puts you in the lead on row %1, whose red token costs −%2 when the row is complete (T9).</source>
        <translation>Ce coup te met en tête de la rangée %1, dont le jeton rouge coûte −%2 quand la rangée sera complète (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="35"/>
        <source>This play puts %2 in the lead on row %1, whose black token is worth +%3 when the row is complete (T8, T9).</source>
        <translation>Ce coup met %2 en tête de la rangée %1, dont le jeton noir vaut +%3 quand la rangée sera complète (T8, T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="38"/>
        <source>The best found completes row %1 for you: its black token, +%2 (T9).</source>
        <translation>Le meilleur coup trouvé complète la rangée %1 pour toi&#xa0;: son jeton noir, +%2 (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="40"/>
        <source>The best found completes row %1 for %2: its red token, −%3, goes to them (T9).</source>
        <translation>Le meilleur coup trouvé complète la rangée %1 pour %2&#xa0;: son jeton rouge, −%3, lui revient (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="42"/>
        <source>The best found puts you in the lead on row %1, for its black token, +%2 (T9).</source>
        <translation>Le meilleur coup trouvé te met en tête de la rangée %1, pour son jeton noir, +%2 (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="44"/>
        <source>The best found puts %2 in the lead on row %1, whose red token costs −%3 (T8, T9).</source>
        <translation>Le meilleur coup trouvé met %2 en tête de la rangée %1, dont le jeton rouge coûte −%3 (T8, T9).</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="63"/>
        <source>&amp;Decisions of:</source>
        <translation>&amp;Décisions de&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="74"/>
        <source>%v of %m decisions</source>
        <translation>%v décisions sur %m</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="75"/>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="77"/>
        <source>Stop the review: the decisions weighed so far stay shown</source>
        <translation>Arrêter l’analyse&#xa0;: les décisions déjà pesées restent affichées</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="89"/>
        <source>Decisions reviewed</source>
        <translation>Décisions passées en revue</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="91"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="92"/>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="92"/>
        <source>What was played, and below it the best the search found</source>
        <translation>Ce qui a été joué, et en dessous le meilleur coup trouvé par la recherche</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="93"/>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="93"/>
        <source>Points this decision gave up against the best found, as the search expects them</source>
        <translation>Les points que cette décision a laissés par rapport au meilleur coup trouvé, selon l’estimation de la recherche</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="159"/>
        <source>nothing better</source>
        <translation>rien de mieux</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/views/review_panel.py" line="187"/>
        <source>%n decision(s) to weigh: each is searched again from what the player could see then.</source>
        <translation>
            <numerusform>%n décision à peser&#xa0;: elle est recherchée à nouveau à partir de ce que le joueur voyait alors.</numerusform>
            <numerusform>%n décisions à peser&#xa0;: chacune est recherchée à nouveau à partir de ce que le joueur voyait alors.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="189"/>
        <source>This seat had no decision to make.</source>
        <translation>Cette place n’avait aucune décision à prendre.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/views/review_panel.py" line="193"/>
        <source>%1: %n decision(s) weighed, %2 points lost, %3 a decision.</source>
        <translation>
            <numerusform>%1&#xa0;: %n décision pesée, %2 points perdus, %3 par décision.</numerusform>
            <numerusform>%1&#xa0;: %n décisions pesées, %2 points perdus, %3 par décision.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/views/review_panel.py" line="195"/>
        <source>%n marked (a loss over %1 points).</source>
        <translation>
            <numerusform>%n signalée (une perte de plus de %1 points).</numerusform>
            <numerusform>%n signalées (une perte de plus de %1 points).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="198"/>
        <source>Costliest: %1.</source>
        <translation>Les plus coûteuses&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="199"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="201"/>
        <source>%1 of %2 decisions weighed.</source>
        <translation>%1 décisions pesées sur %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="206"/>
        <source>Turn %1: %2 (expected margin %3).</source>
        <translation>Tour %1&#xa0;: %2 (écart attendu %3).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="208"/>
        <source>Best found: %1 (%2), %3 points better.</source>
        <translation>Meilleur coup trouvé&#xa0;: %1 (%2), %3 points de mieux.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="211"/>
        <source>The search found nothing better.</source>
        <translation>La recherche n’a rien trouvé de mieux.</translation>
    </message>
</context>
<context>
    <name>ReviewStrip</name>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="266"/>
        <source>Where the game turned: each bar a decision, as tall as the points it lost; click one to see it</source>
        <translation>Là où la partie a basculé&#xa0;: chaque barre est une décision, aussi haute que les points perdus&#xa0;; clique sur l’une pour la voir</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="322"/>
        <source>Turn %1: %2 points lost</source>
        <translation>Tour %1&#xa0;: %2 points perdus</translation>
    </message>
</context>
<context>
    <name>Rows</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="25"/>
        <source>red %1</source>
        <translation>le %1 rouge</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="25"/>
        <source>yellow %1</source>
        <translation>le %1 jaune</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="25"/>
        <source>blue %1</source>
        <translation>le %1 bleu</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="26"/>
        <source>green %1</source>
        <translation>le %1 vert</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="26"/>
        <source>purple %1</source>
        <translation>le %1 violet</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="26"/>
        <source>orange %1</source>
        <translation>le %1 orange</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="31"/>
        <source>the %1 token</source>
        <translation>le jeton %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="36"/>
        <source>row %1</source>
        <translation>la rangée %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="43"/>
        <source>no card</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="59"/>
        <source>%1 plays %2 on %3.</source>
        <translation>%1 joue %2 sur %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="62"/>
        <source>%1 is full: %2.</source>
        <translation>%1 est complète : %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="65"/>
        <source>%1 wins %2.</source>
        <translation>%1 gagne %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="67"/>
        <source>A tie between %1: nobody wins, %2 stays with an empty row.</source>
        <translation>Égalité entre %1 : personne ne gagne, %2 reste avec une rangée vide.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="70"/>
        <source>%1 is turned up on %2.</source>
        <translation>%1 est retourné sur %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="73"/>
        <source>The draw pile is empty: the discard pile is shuffled into a new one.</source>
        <translation>La pioche est vide : la défausse est mélangée pour en faire une nouvelle.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="75"/>
        <source>%1 draws a card.</source>
        <translation>%1 pioche une carte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="77"/>
        <source>%1 offers %2 for a trade.</source>
        <translation>%1 propose %2 en échange.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="80"/>
        <source>%1 declines.</source>
        <translation>%1 refuse.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="81"/>
        <source>%1 accepts and gives %2.</source>
        <translation>%1 accepte et donne %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="83"/>
        <source>The cards change hands: %1 takes %2, %3 takes %4.</source>
        <translation>Les cartes changent de main : %1 prend %2, %3 prend %4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="86"/>
        <source>%1 has no card and passes.</source>
        <translation>%1 n’a plus de carte et passe.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="95"/>
        <source>The game is over: no score is above 0, so nobody wins.</source>
        <translation>La partie est finie : aucun score n’est au-dessus de 0, personne ne gagne.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="99"/>
        <source>The game is over: %1 wins with a score of %2.</source>
        <translation>La partie est finie&#xa0;: %1 gagne avec un score de %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="101"/>
        <source>The game is over: %1 share the win with a score of %2 each.</source>
        <translation>La partie est finie&#xa0;: %1 se partagent la victoire avec un score de %2 chacun.</translation>
    </message>
</context>
<context>
    <name>RowsColours</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="42"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="42"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="43"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="43"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="44"/>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="45"/>
        <source>orange</source>
        <translation>orange</translation>
    </message>
</context>
<context>
    <name>RowsScene</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="320"/>
        <source>No token left for this place.</source>
        <translation>Plus de jeton pour cet emplacement.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="333"/>
        <source>offers a card</source>
        <translation>propose une carte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="335"/>
        <source>to answer…</source>
        <translation>doit répondre…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="337"/>
        <source>declined</source>
        <translation>a refusé</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="339"/>
        <source>to play…</source>
        <translation>à jouer…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="340"/>
        <source>Score %1</source>
        <translation>Score %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="359"/>
        <source>Draw pile %1</source>
        <translation>Pioche %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="360"/>
        <source>Discard %1</source>
        <translation>Défausse %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="361"/>
        <source>Tokens left %1</source>
        <translation>Jetons restants %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="363"/>
        <source>%1 offers %2.</source>
        <translation>%1 propose %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="364"/>
        <source>%1 may give another %2 card, or decline.</source>
        <translation>%1 peut donner une autre carte %2, ou refuser.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="368"/>
        <source>Declined: %1.</source>
        <translation>Ont refusé : %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="369"/>
        <source>Trade</source>
        <translation>Échange</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="413"/>
        <source>Pick a card of your hand first, then click a row.</source>
        <translation>Choisis d’abord une carte de ta main, puis clique sur une rangée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="445"/>
        <source>No trade now: the last turns were all trades or passes (T12).</source>
        <translation>Pas d’échange maintenant : les derniers tours n’étaient qu’échanges ou passes (T12).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="459"/>
        <source>Pick a card first: 1–4 or ←/→.</source>
        <translation>Choisis d’abord une carte : 1–4 ou ←/→.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="484"/>
        <source>A card in a hand: only its owner knows it.</source>
        <translation>Une carte en main : seul son propriétaire la connaît.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="486"/>
        <source>The discard pile: %1 cards, shuffled into a new draw pile when it runs out.</source>
        <translation>La défausse : %1 cartes, mélangées en une nouvelle pioche quand celle-ci est épuisée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="488"/>
        <source>%1, seen in a trade: everybody knows it.</source>
        <translation>%1, montré lors d’un échange : tout le monde le connaît.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="491"/>
        <source>%1, won by %2.</source>
        <translation>%1, gagné par %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="495"/>
        <source>%1 tokens face down: one is turned up when a token is won.</source>
        <translation>%1 jetons face cachée : on en retourne un quand un jeton est gagné.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="496"/>
        <source>The draw pile: after playing, a player draws back up to 4 cards.</source>
        <translation>La pioche : après avoir joué, on complète sa main à 4 cartes.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="504"/>
        <source>Give %1 for %2 (click, or Enter).</source>
        <translation>Donner %1 contre %2 (clic ou Entrée).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="505"/>
        <source>Only a %1 card can be given for %2.</source>
        <translation>Seule une carte %1 peut être donnée contre %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="507"/>
        <source>%1 counts for %2 wherever it is played.</source>
        <translation>%1 compte pour %2, où qu’il soit joué.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="509"/>
        <source>Click a row to play it there, or offer it for a trade (T).</source>
        <translation>Clique sur une rangée pour l’y jouer, ou propose-la en échange (T).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="524"/>
        <source>This place is empty: no token is left for it.</source>
        <translation>Cet emplacement est vide : il ne reste plus de jeton pour lui.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="516"/>
        <source>%1, %2: %3 of %4 cards; %5.</source>
        <translation>%1, %2 : %3 cartes sur %4 ; %5.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="318"/>
        <source>%n of %1 cards</source>
        <translation>
            <numerusform>%n carte sur %1</numerusform>
            <numerusform>%n cartes sur %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="535"/>
        <source>Playing %1 on %2: %3; %4 of %5 cards.</source>
        <translation>Jouer %1 sur %2 : %3 ; %4 cartes sur %5.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="540"/>
        <source>Playing %1 on %2 fills it in a tie (%3): nobody wins, %4 stays.</source>
        <translation>Jouer %1 sur %2 la complète à égalité (%3) : personne ne gagne, %4 reste.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="542"/>
        <source>Playing %1 on %2 fills it: %3 wins %4 (%5).</source>
        <translation>Jouer %1 sur %2 la complète : %3 gagne %4 (%5).</translation>
    </message>
</context>
<context>
    <name>RowsTable</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="52"/>
        <source>Offer for trade (T)</source>
        <translation>Proposer en échange (T)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="53"/>
        <source>Pass (P)</source>
        <translation>Passer (P)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="54"/>
        <source>Decline (D)</source>
        <translation>Refuser (D)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="55"/>
        <source>Show the picked card and offer it: the others are asked in turn, starting on your left (T10).</source>
        <translation>Montrer la carte choisie et la proposer : les autres sont interrogés à tour de rôle, en commençant par ta gauche (T10).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="57"/>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="191"/>
        <source>Keep your cards: the next player is asked (T10).</source>
        <translation>Garder tes cartes : le joueur suivant est interrogé (T10).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="156"/>
        <source>In the hand: %1</source>
        <translation>En main : %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="160"/>
        <source>In the hand: a card face down</source>
        <translation>En main : une carte face cachée</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="161"/>
        <source>Won: %1</source>
        <translation>Gagné : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="163"/>
        <source>%1: score %2, %n card(s) in hand</source>
        <translation>
            <numerusform>%1 : score %2, %n carte en main</numerusform>
            <numerusform>%1 : score %2, %n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="167"/>
        <source>%1: empty, no token left for it</source>
        <translation>%1 : vide, plus aucun jeton pour elle</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="169"/>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="170"/>
        <source>Piles</source>
        <translation>Piles</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="173"/>
        <source>Trade</source>
        <translation>Échange</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="177"/>
        <source>Your moves</source>
        <translation>Tes coups</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="189"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="189"/>
        <source>You hold no card: pass.</source>
        <translation>Tu n&apos;as aucune carte : passe.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="191"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="194"/>
        <source>Give %1</source>
        <translation>Donner %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="197"/>
        <source>Offer %1 for a trade</source>
        <translation>Proposer %1 en échange</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="201"/>
        <source>Play %1 on %2</source>
        <translation>Jouer %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="213"/>
        <source>%1 offers %2: give a %3 card (click it, or 1–4 and Enter), or decline (D).</source>
        <translation>%1 propose %2 : donne une carte %3 (clique-la, ou 1–4 et Entrée), ou refuse (D).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="216"/>
        <source>You hold no card: pass (P or Enter).</source>
        <translation>Tu n’as plus de carte : passe (P ou Entrée).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="217"/>
        <source>Pick a card (click or 1–4), then a row (click, or ↑/↓ and Enter).</source>
        <translation>Choisis une carte (clic ou 1–4), puis une rangée (clic, ou ↑/↓ et Entrée).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="220"/>
        <source>No trade now: the last turns were all trades or passes.</source>
        <translation>Pas d’échange maintenant : les derniers tours n’étaient qu’échanges ou passes.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="225"/>
        <source>The game is over: the highest score above 0 wins (T14).</source>
        <translation>La partie est finie : le plus haut score au-dessus de 0 gagne (T14).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="227"/>
        <source>%1 offers %2 for a trade. The player asked may give a %3 card of another value for it: both cards change hands, face up, and the turn ends without a draw. Or decline: then the next player is asked, and if all decline, nothing changes (T10).</source>
        <translation>%1 propose %2 en échange. Le joueur interrogé peut donner en retour une carte %3 d’une autre valeur : les deux cartes changent de main, face visible, et le tour s’achève sans pioche. Ou refuser : le joueur suivant est alors interrogé, et si tous refusent, rien ne change (T10).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="232"/>
        <source>Play one card of your hand at the end of a row. A card counts for the player of its colour, whoever plays it (T7). When a row holds as many cards as its token&apos;s number, the colour with the strictly highest sum wins the token: black ones add, red ones subtract; on a tie nobody wins and the row starts again (T9). Then you draw back up to 4 cards.</source>
        <translation>Joue une carte de ta main au bout d’une rangée. Une carte compte pour le joueur de sa couleur, quel que soit celui qui la joue (T7). Quand une rangée compte autant de cartes que le nombre de son jeton, la couleur dont la somme est strictement la plus haute gagne le jeton : les noirs ajoutent, les rouges retranchent ; en cas d’égalité personne ne gagne et la rangée recommence (T9). Puis tu complètes ta main à 4 cartes.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="238"/>
        <source>Instead of playing you may offer a card for a trade: the others are asked in turn, starting on your left, and may give a card of the same colour (T10).</source>
        <translation>Au lieu de jouer, tu peux proposer une carte en échange : les autres sont interrogés à tour de rôle, en commençant par ta gauche, et peuvent donner une carte de la même couleur (T10).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="241"/>
        <source>No trade now: when every player&apos;s last turn was a trade or a pass, the next one must play (T12).</source>
        <translation>Pas d’échange maintenant : quand le dernier tour de chaque joueur était un échange ou une passe, le suivant doit jouer (T12).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="249"/>
        <source>%1 play %2 on %3.</source>
        <translation>%1 joue %2 sur %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="251"/>
        <source>%1 offer %2 for a trade.</source>
        <translation>%1 propose %2 en échange.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="253"/>
        <source>%1 give %2.</source>
        <translation>%1 donne %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="254"/>
        <source>%1 decline.</source>
        <translation>%1 refuse.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="254"/>
        <source>%1 pass.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="260"/>
        <source>%1 offers %2 for a trade. %3, will you give a %4 card for it, or decline?</source>
        <translation>%1 propose %2 en échange. %3, donneras-tu une carte %4 en retour, ou refuseras-tu ?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Red</source>
        <translation>Rouges</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="285"/>
        <source>Tokens: how many tokens each player won. Black: the points of the black ones. Red: the points of the red ones, taken away. Score: black minus red.</source>
        <translation>Jetons&#xa0;: le nombre de jetons gagnés par chaque joueur. Noirs&#xa0;: les points des jetons noirs. Rouges&#xa0;: les points des jetons rouges, retirés. Score&#xa0;: noirs moins rouges.</translation>
    </message>
</context>
<context>
    <name>RowsTutorial</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="131"/>
        <source>Welcome to Goal Rows! You play red, Hugo yellow. Each of the four rows waits behind a token: its number is both the row&apos;s length and its points. Black tokens are won, red ones cost.</source>
        <translation>Bienvenue dans Rangées d’objectifs&#xa0;! Tu joues rouge, Hugo jaune. Chacune des quatre rangées attend derrière un jeton&#xa0;: son nombre est à la fois la longueur de la rangée et ses points. Les jetons noirs rapportent, les rouges coûtent.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="137"/>
        <source>These are your four cards; Hugo cannot see them. A card counts for the player of its colour, whoever plays it: red for you, yellow for Hugo.</source>
        <translation>Voici tes quatre cartes&#xa0;; Hugo ne les voit pas. Une carte compte pour le joueur de sa couleur, qui que ce soit qui la joue&#xa0;: le rouge pour toi, le jaune pour Hugo.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="142"/>
        <source>When a row is full, the colour with the highest sum in it wins its token. Row 4&apos;s token is the red −7: whoever wins that row loses 7 points.</source>
        <translation>Quand une rangée est pleine, la couleur qui y a la plus grosse somme gagne son jeton. Le jeton de la rangée 4 est le −7 rouge&#xa0;: qui gagne cette rangée perd 7 points.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="147"/>
        <source>So give that row yellow: play &lt;b&gt;yellow 5&lt;/b&gt; on row 4. Click the card, then the row.</source>
        <translation>Alors donne-lui du jaune&#xa0;: joue le &lt;b&gt;5 jaune&lt;/b&gt; sur la rangée 4. Clique la carte, puis la rangée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="150"/>
        <source>Click yellow 5 in your hand, then row 4.</source>
        <translation>Clique le 5 jaune dans ta main, puis la rangée 4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="153"/>
        <source>After a play you draw until you hold four cards again. Now it is Hugo&apos;s turn.</source>
        <translation>Après avoir joué, tu pioches jusqu&apos;à avoir de nouveau quatre cartes. C&apos;est maintenant au tour de Hugo.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="156"/>
        <source>Play your &lt;b&gt;red 6&lt;/b&gt; on row 1, behind the +7: red counts for you.</source>
        <translation>Joue ton &lt;b&gt;6 rouge&lt;/b&gt; sur la rangée 1, derrière le +7&#xa0;: le rouge compte pour toi.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="158"/>
        <source>Click red 6 in your hand, then row 1.</source>
        <translation>Clique le 6 rouge dans ta main, puis la rangée 1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="161"/>
        <source>Hugo put his red 8 on row 4: red counts for you, so now you lead the −7 row.</source>
        <translation>Hugo a posé son 8 rouge sur la rangée 4&#xa0;: le rouge compte pour toi, alors c&apos;est toi qui mènes maintenant la rangée du −7.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="164"/>
        <source>Answer with yellow: play &lt;b&gt;yellow 12&lt;/b&gt; on row 4.</source>
        <translation>Réponds avec du jaune&#xa0;: joue le &lt;b&gt;12 jaune&lt;/b&gt; sur la rangée 4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="166"/>
        <source>Click yellow 12 in your hand, then row 4.</source>
        <translation>Clique le 12 jaune dans ta main, puis la rangée 4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="169"/>
        <source>Play on by yourself for a while: once you pick a card, the rows it may go to light up. Stuck? Hint shows what the computer would do, and Enter takes it.</source>
        <translation>Joue seul un moment&#xa0;: dès que tu choisis une carte, les rangées où elle peut aller s&apos;éclairent. Tu hésites&#xa0;? Conseil montre ce que ferait l&apos;ordinateur, et Entrée le joue.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="174"/>
        <source>Row 2 needs one more card. Play &lt;b&gt;red 3&lt;/b&gt; on it: red then has 17 against yellow&apos;s 16, and the +6 token is yours.</source>
        <translation>Il manque une carte à la rangée 2. Joue le &lt;b&gt;3 rouge&lt;/b&gt; dessus&#xa0;: le rouge aura alors 17 contre 16 pour le jaune, et le jeton +6 est à toi.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="177"/>
        <source>Click red 3 in your hand, then row 2.</source>
        <translation>Clique le 3 rouge dans ta main, puis la rangée 2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="179"/>
        <source>A row is full when it holds as many cards as its token&apos;s number: then the colour with the highest sum in it wins the token. Black tokens are won, red ones cost.</source>
        <translation>Une rangée est pleine quand elle a autant de cartes que le nombre de son jeton&#xa0;: alors la couleur qui y a la plus grosse somme gagne le jeton. Les jetons noirs se gagnent, les rouges coûtent.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="184"/>
        <source>Instead of playing, Hugo offers his red 2 for a trade. Each other player in turn may give a card of the same colour and another value, or decline; then the turn ends.</source>
        <translation>Au lieu de jouer, Hugo propose son 2 rouge en échange. Chaque autre joueur, à son tour, peut donner une carte de la même couleur et d&apos;une autre valeur, ou refuser&#xa0;; puis le tour s&apos;achève.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="189"/>
        <source>Instead of playing, Hugo offers a card for a trade. Each other player in turn may give a card of the same colour and another value, or decline; then the turn ends.</source>
        <translation>Au lieu de jouer, Hugo propose une carte en échange. Chaque autre joueur, à son tour, peut donner une carte de la même couleur et d&apos;une autre valeur, ou refuser&#xa0;; puis le tour s&apos;achève.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="193"/>
        <source>Take it: give your &lt;b&gt;red 1&lt;/b&gt; for it. Red counts for you, so the higher red card is worth more in your hand.</source>
        <translation>Accepte&#xa0;: donne ton &lt;b&gt;1 rouge&lt;/b&gt; en retour. Le rouge compte pour toi, alors la carte rouge la plus forte vaut plus dans ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="196"/>
        <source>Click red 1 in your hand to give it.</source>
        <translation>Clique le 1 rouge dans ta main pour le donner.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="198"/>
        <source>You may give a card of the offered colour and another value for it: the ringed card, say. Or decline, and keep your hand.</source>
        <translation>Tu peux donner en échange une carte de la couleur proposée et d&apos;une autre valeur&#xa0;: la carte entourée, par exemple. Ou refuser, et garder ta main.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="202"/>
        <source>The draw pile ran out, so the discard pile was shuffled into a new one.</source>
        <translation>La pioche était vide&#xa0;: la défausse a été mélangée pour en faire une nouvelle.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="207"/>
        <source>Row 4 is one card from full, and yellow leads it. Play &lt;b&gt;yellow 10&lt;/b&gt; there: the −7 token goes to Hugo.</source>
        <translation>Il manque une carte à la rangée 4, et le jaune y mène. Joue le &lt;b&gt;10 jaune&lt;/b&gt; là&#xa0;: le jeton −7 va à Hugo.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="210"/>
        <source>Click yellow 10 in your hand, then row 4.</source>
        <translation>Clique le 10 jaune dans ta main, puis la rangée 4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="212"/>
        <source>A red token costs its winner its points: give a row with a red token the colour of another player, and win the rows with black ones.</source>
        <translation>Un jeton rouge coûte ses points à qui le gagne&#xa0;: donne une rangée à jeton rouge à la couleur d&apos;un autre joueur, et gagne les rangées à jeton noir.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="216"/>
        <source>Hugo won the −7 token: it costs him 7 points. The tokens each player has won lie in their panel.</source>
        <translation>Hugo a gagné le jeton −7&#xa0;: il lui coûte 7 points. Les jetons gagnés par chacun sont dans son panneau.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="220"/>
        <source>Hugo won a token. The tokens each player has won lie in their panel: black ones count for them, red ones against them.</source>
        <translation>Hugo a gagné un jeton. Les jetons gagnés par chacun sont dans son panneau&#xa0;: les noirs comptent pour lui, les rouges contre lui.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="224"/>
        <source>Play the rest by yourself. A won token is replaced by the next one from this supply; the game ends when no token is left to win.</source>
        <translation>Joue la suite seul. Un jeton gagné est remplacé par le suivant de cette réserve&#xa0;; la partie s&apos;arrête quand il n&apos;y a plus de jeton à gagner.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="229"/>
        <source>The game is over. A score is the black tokens won minus the red ones; the highest score above 0 wins.</source>
        <translation>La partie est finie. Un score, ce sont les jetons noirs gagnés moins les rouges&#xa0;; le plus haut score au-dessus de 0 gagne.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="233"/>
        <source>That is Goal Rows! Next, try a New game against an easy, normal or hard opponent, with up to six players, or with friends at this screen. The rules are under Help (F1), and so is this lesson.</source>
        <translation>Voilà Rangées d’objectifs&#xa0;! Essaie maintenant une Nouvelle partie contre un adversaire facile, normal ou difficile, jusqu&apos;à six joueurs, ou entre amis devant cet écran. Les règles sont dans l&apos;Aide (F1), et cette leçon aussi.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="9"/>
        <source>How to play Goat Master</source>
        <translation>Comment jouer à Goat Master</translation>
    </message>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="20"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="29"/>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="35"/>
        <source>&amp;Contents</source>
        <translation>&amp;Sommaire</translation>
    </message>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="47"/>
        <source>C&amp;lose</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/rules_page.py" line="158"/>
        <source>With a screen reader, the table is read as a list of what lies on it, and your moves as buttons; the game says each move as it is made. These keys read a summary aloud:</source>
        <translation>Avec un lecteur d&apos;écran, la table se lit comme une liste de ce qui s&apos;y trouve, et tes coups comme des boutons ; le jeu annonce chaque coup joué. Ces touches lisent un résumé à voix haute :</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/rules_page.py" line="160"/>
        <source>With the screen reader setting on, there are no animations to wait for, and a computer player moves when you press Play now (Ctrl+Return).</source>
        <translation>Avec le réglage « lecteur d&apos;écran », aucune animation n&apos;est à attendre, et un joueur ordinateur joue quand tu appuies sur Joue maintenant (Ctrl+Entrée).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/rules_page.py" line="162"/>
        <source>Playing by ear</source>
        <translation>Jouer à l&apos;oreille</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../goatmaster/app/play/review.py" line="46"/>
        <location filename="../../goatmaster/views/forms.py" line="239"/>
        <source>Player %1</source>
        <extracomment>The seed of the app&apos;s reviews: the same game reviewed twice gives the same review.
----------
A seat left with its default name is stored as &quot;Player 2&quot; in every language and shown translated (:func:`shown_name`): a save file then reads the same whichever language wrote it, opens in any version, and the files saved before with &quot;Player 2&quot; follow the language too.</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="245"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../goatmaster/app/play/session.py" line="44"/>
        <source>%1 was saved at the level &quot;%2&quot;, which this game does not have: it plays at &quot;%3&quot;.</source>
        <translation>%1 a été enregistré au niveau « %2 », que ce jeu n’a pas : il joue au niveau « %3 ».</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/session.py" line="292"/>
        <source>The AI chose an illegal move; it will think again.</source>
        <translation>L&apos;IA a choisi un coup interdit&#xa0;; elle va réfléchir à nouveau.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/session.py" line="299"/>
        <source>No hint: the AI failed (%1).</source>
        <translation>Pas de conseil&#xa0;: l’IA a échoué (%1).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/session.py" line="305"/>
        <source>The AI failed (%1); it thinks again.</source>
        <translation>L’IA a échoué (%1)&#xa0;; elle réfléchit à nouveau.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/session.py" line="312"/>
        <source>The AI failed again (%1): %2 made a move at random so that the game goes on.</source>
        <translation>L’IA a de nouveau échoué (%1)&#xa0;: %2 a joué un coup au hasard pour que la partie continue.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="168"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="168"/>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="168"/>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="169"/>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="172"/>
        <source>Quick</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="172"/>
        <source>Normal</source>
        <comment>AI pace</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="173"/>
        <source>Slow: watch every move</source>
        <translation>Lent&#xa0;: suivre chaque coup</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="179"/>
        <source>of %n core(s)</source>
        <translation>
            <numerusform>sur %n cœur</numerusform>
            <numerusform>sur %n cœurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="180"/>
        <source>Same as the system</source>
        <translation>Celle du système</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="6"/>
        <location filename="../../ui/settings_dialog.ui" line="29"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="34"/>
        <source>Make the table your own.</source>
        <translation>Installe-toi à ta façon.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="44"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="50"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="56"/>
        <source>How fast cards and pawns move on the table</source>
        <translation>Vitesse des cartes et des pions sur la table</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="61"/>
        <source>AI &amp;moves:</source>
        <translation>Coups de l&apos;&amp;IA&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="67"/>
        <source>How long the table waits before each move of an AI player, so you can follow it</source>
        <translation>Combien de temps la table attend avant chaque coup d&apos;un joueur IA, pour que tu puisses le suivre</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="72"/>
        <source>AI &amp;uses:</source>
        <translation>L’IA &amp;utilise&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="78"/>
        <source>How many of this computer&apos;s cores the AI may think on: more makes the hardest level stronger, fewer keeps the fan quiet</source>
        <translation>Combien des cœurs de cet ordinateur l’IA peut utiliser pour réfléchir&#xa0;: plus rend le niveau le plus difficile plus fort, moins garde le ventilateur silencieux</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="83"/>
        <source>This choice cannot be changed once made: with this on, the game asks first</source>
        <translation>Ce choix ne peut plus être changé une fois fait&#xa0;: avec cette option, le jeu te demande d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="88"/>
        <source>I play with a &amp;screen reader</source>
        <translation>Je joue avec un &amp;lecteur d&apos;écran</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="89"/>
        <source>No animations to wait for, and a computer player moves only when you press Play now (Ctrl+Return): you choose the pace, as speech takes its time</source>
        <translation>Aucune animation à attendre, et un joueur ordinateur ne joue que quand tu appuies sur Joue maintenant (Ctrl+Entrée) : tu choisis le rythme, car la parole prend son temps</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="94"/>
        <source>&amp;Tell me when it is my move at a table on another machine</source>
        <translation>&amp;Me prévenir quand c&apos;est à moi de jouer à une table sur une autre machine</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="95"/>
        <source>A desktop notification while Goat Master runs; the start screen lists your tables either way. Each table&apos;s own: right-click it in Your tables</source>
        <translation>Une notification sur le bureau tant que Goat Master tourne&#xa0;; l&apos;écran d&apos;accueil liste tes tables dans tous les cas. Pour une seule table&#xa0;: clic droit sur elle dans Tes tables</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="103"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="109"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="118"/>
        <source>The whole game changes language as soon as you press OK; a game in progress goes on where it was.</source>
        <translation>Tout le jeu change de langue dès que tu appuies sur OK ; une partie en cours continue là où elle en était.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="159"/>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="180"/>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="224"/>
        <source>Goat Master</source>
        <translation>Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="234"/>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="411"/>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="417"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="235"/>
        <source>Go back to the game you left</source>
        <translation>Reprendre la partie en cours</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="241"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="243"/>
        <source>Choose the players and deal the cards</source>
        <translation>Choisir les joueurs et distribuer les cartes</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="244"/>
        <source>L&amp;earn to play</source>
        <translation>Apprendr&amp;e à jouer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="246"/>
        <source>A guided first game against the computer: every rule as it comes up</source>
        <translation>Une première partie guidée contre l&apos;ordinateur&#xa0;: chaque règle au moment où elle sert</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="252"/>
        <source>&amp;Load a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="253"/>
        <source>Open a saved game or replay a finished one</source>
        <translation>Ouvrir une partie enregistrée ou revoir une partie finie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="259"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Ouvrir une table…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="260"/>
        <source>Play with friends on other machines: open a table on this one</source>
        <translation>Joue avec des amis sur d&apos;autres machines&#xa0;: ouvre une table sur celle-ci</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="262"/>
        <source>&amp;Join a table…</source>
        <translation>Re&amp;joindre une table…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="263"/>
        <source>Sit at a table a friend opened, on this network or elsewhere</source>
        <translation>Assieds-toi à une table ouverte par un ami, sur ce réseau ou ailleurs</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="265"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="265"/>
        <source>How to play Goat Master</source>
        <translation>Comment jouer à Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="267"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="268"/>
        <source>Your games played and won</source>
        <translation>Tes parties jouées et gagnées</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="269"/>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="270"/>
        <source>Animations, language and more</source>
        <translation>Animations, langue et plus encore</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="271"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="283"/>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="298"/>
        <source>Your tables</source>
        <translation>Tes tables</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="289"/>
        <source>Check now</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="290"/>
        <source>Ask the tables&apos; servers how your tables stand (they are asked every minute)</source>
        <translation>Demander aux serveurs où en sont tes tables (ils sont interrogés chaque minute)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="299"/>
        <source>Your move first; Enter takes your seat back</source>
        <translation>Tes coups à jouer d&apos;abord&#xa0;; Entrée te rend ta place</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="321"/>
        <source>nudges off</source>
        <translation>sans rappel</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="335"/>
        <source>%1 (your move)</source>
        <translation>%1 (à toi de jouer)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="344"/>
        <source>Take my seat back</source>
        <translation>Reprendre ma place</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="345"/>
        <source>Nudge me when it is my move here</source>
        <translation>Me prévenir quand c&apos;est à moi de jouer ici</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="365"/>
        <source>%1 to %2 players</source>
        <translation>de %1 à %2 joueurs</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/shell/start_screen.py" line="367"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="551"/>
        <source> vs </source>
        <translation> contre </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="564"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="598"/>
        <source>Lesson — step %1 of %2</source>
        <translation>Leçon — étape %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="417"/>
        <source>&amp;Continue %1</source>
        <translation>&amp;Continuer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="558"/>
        <source>%1 — turn %2</source>
        <translation>%1 — tour %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="429"/>
        <source>New to %1? Learn to play is a guided first game. %2</source>
        <translation>Tu découvres %1&#xa0;? Apprendre à jouer te guide dans une première partie. %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="428"/>
        <source>Don’t offer it again</source>
        <translation>Ne plus le proposer</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="55"/>
        <source>Statistics: %1</source>
        <translation>Statistiques : %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="57"/>
        <source>Against</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="57"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="57"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="57"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="58"/>
        <source>Best score</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="58"/>
        <source>Win rate</source>
        <translation>% victoires</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="80"/>
        <source>People only (hot-seat)</source>
        <translation>Entre humains (même écran)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="82"/>
        <source>Computers of mixed levels</source>
        <translation>Ordinateurs de niveaux variés</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="84"/>
        <source>At tables shared online</source>
        <translation>Aux tables partagées en ligne</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="85"/>
        <source>%1 computer</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="92"/>
        <source>games played</source>
        <translation>parties jouées</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="94"/>
        <source>won (%1)</source>
        <translation>gagnées (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="96"/>
        <source>best score</source>
        <translation>record</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="98"/>
        <source>The statistics file was written by a newer version of Goat Master: it is left as it is, and games are not counted.</source>
        <translation>Le fichier de statistiques a été écrit par une version plus récente de Goat Master&#xa0;: il est laissé tel quel, et les parties ne sont pas comptées.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="101"/>
        <source>The statistics file could not be read (%1): it is left as it is, and games are not counted.</source>
        <translation>Le fichier de statistiques n’a pas pu être lu (%1)&#xa0;: il est laissé tel quel, et les parties ne sont pas comptées.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="104"/>
        <source>The old statistics file was damaged and has been put aside as &quot;%1&quot;; counting started again.</source>
        <translation>L’ancien fichier de statistiques était endommagé et a été mis de côté sous «&#xa0;%1&#xa0;»&#xa0;; le décompte a recommencé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="108"/>
        <source>The statistics could not be saved: %1</source>
        <translation>Impossible d&apos;enregistrer les statistiques&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="111"/>
        <source>Every finished game, by opponents and number of players.</source>
        <translation>Toutes les parties terminées, par adversaires et nombre de joueurs.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="140"/>
        <source>Reset statistics</source>
        <translation>Remettre à zéro</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="141"/>
        <source>Forget all %1 finished games and start counting again?</source>
        <translation>Oublier les %1 parties terminées et recommencer à compter&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="6"/>
        <location filename="../../ui/statistics_dialog.ui" line="29"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="66"/>
        <source>No finished games yet. The goats are waiting for you!</source>
        <translation>Aucune partie terminée pour l&apos;instant. Les chèvres t&apos;attendent&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="73"/>
        <source>A game counts when it is played to the end. In a game with several people at the screen, the table wins when any of them wins.</source>
        <translation>Une partie compte quand elle est jouée jusqu&apos;au bout. À plusieurs devant l&apos;écran, la table gagne dès que l&apos;un d&apos;eux gagne.</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="81"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Remettre à zéro…</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="93"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>TableLog</name>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="850"/>
        <source>%1 took back a move.</source>
        <translation>%1 a repris un coup.</translation>
    </message>
</context>
<context>
    <name>TableOpener</name>
    <message>
        <location filename="../../goatmaster/app/online/opening.py" line="46"/>
        <location filename="../../goatmaster/app/online/opening.py" line="61"/>
        <source>No table answered at %1.</source>
        <translation>Aucune table n&apos;a répondu à %1.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="131"/>
        <source>Stable of %1</source>
        <translation>Étable — %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="138"/>
        <source>Pawn of %1</source>
        <translation>Pion — %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="441"/>
        <source>markers %1 · hand %2 · %3 pts</source>
        <translation>marqueurs %1 · main %2 · %3 pts</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="431"/>
        <source>deck %1</source>
        <translation>pioche %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="437"/>
        <source>Hand of %1</source>
        <translation>Main — %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="453"/>
        <source>%1 goat types out</source>
        <translation>%1 sortes hors jeu</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="454"/>
        <source>Out of play since the deal: %1.</source>
        <translation>Hors jeu depuis la donne&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="457"/>
        <source>Also removed: %1 dogs, %2 milk cards.</source>
        <translation>Retirés aussi&#xa0;: %1 chiens, %2 cartes de lait.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="460"/>
        <source>Left the game, worthless: %1.</source>
        <translation>Sorties du jeu, sans valeur&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="470"/>
        <source>owed %1</source>
        <translation>dues %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../goatmaster/views/table_view.py" line="43"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/table_view.py" line="44"/>
        <source>What lies on the table, and your moves when it is your turn.</source>
        <translation>Ce qui est sur la table, et tes coups quand c&apos;est ton tour.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="18"/>
        <source>No table has this code: check it with the host.</source>
        <translation>Aucune table n&apos;a ce code&#xa0;: vérifie-le avec l&apos;hôte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="19"/>
        <source>The table server cannot resume this table: it is damaged, kept as it was, and set aside. Its keeper can look into it.</source>
        <translation>Le serveur de tables ne peut pas reprendre cette table&#xa0;: elle est abîmée, gardée telle quelle et mise de côté. La personne qui tient le serveur peut l’examiner.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="21"/>
        <source>Every seat of this table is taken; you may watch, if the host allows it.</source>
        <translation>Toutes les places de cette table sont prises&#xa0;; tu peux regarder, si l&apos;hôte le permet.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="23"/>
        <source>That seat is neither open nor away.</source>
        <translation>Cette place n&apos;est ni libre ni celle d&apos;un absent.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="24"/>
        <source>This table does not know you any more: join it again with its code.</source>
        <translation>Cette table ne te connaît plus&#xa0;: rejoins-la avec son code.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="26"/>
        <source>You are watching: only the players play.</source>
        <translation>Tu regardes&#xa0;: seuls les joueurs jouent.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="27"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas ton tour.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="28"/>
        <source>The table had moved on: look again and play.</source>
        <translation>La partie avait avancé&#xa0;: regarde à nouveau et joue.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="29"/>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="30"/>
        <source>Only the table&apos;s host can do that.</source>
        <translation>Seul l&apos;hôte de la table peut faire cela.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="31"/>
        <source>The host of this table does not let anyone watch.</source>
        <translation>L&apos;hôte de cette table ne laisse personne regarder.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="32"/>
        <source>The table server is full: try again later.</source>
        <translation>Le serveur de tables est plein&#xa0;: réessaie plus tard.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="33"/>
        <source>Too many messages: wait a moment.</source>
        <translation>Trop de messages&#xa0;: attends un instant.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="34"/>
        <source>The table server cannot open this game: %1</source>
        <translation>Le serveur de tables ne peut pas ouvrir ce jeu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="35"/>
        <source>The saved game cannot be played on: %1</source>
        <translation>La partie enregistrée ne peut pas être reprise&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="36"/>
        <source>The table server runs another version of Goat Master.</source>
        <translation>Le serveur de tables utilise une autre version de Goat Master.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="37"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="38"/>
        <source>A game can be saved once it is over.</source>
        <translation>Une partie peut être enregistrée une fois terminée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="39"/>
        <source>A message was too large for the table server.</source>
        <translation>Un message était trop grand pour le serveur de tables.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="40"/>
        <source>The table server did not understand this app: %1</source>
        <translation>Le serveur de tables n&apos;a pas compris cette application&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="41"/>
        <source>The table server cannot store the table&apos;s moves now; nothing was lost. Try again in a moment.</source>
        <translation>Le serveur de la table ne peut pas enregistrer les coups pour l&apos;instant ; rien n&apos;est perdu. Réessaie dans un moment.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="44"/>
        <source>That name cannot be shown at a table: %1</source>
        <translation>Ce nom ne peut pas être montré à une table&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="45"/>
        <source>The game starts once every player has agreed to play on from the saved game.</source>
        <translation>La partie commence quand chaque joueur a accepté de reprendre la partie sauvegardée.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="47"/>
        <source>The table server met a problem: %1</source>
        <translation>Le serveur de tables a rencontré un problème&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="48"/>
        <source>A table needs a seat for a person: yours or an open one.</source>
        <translation>Une table a besoin d’une place pour une personne&#xa0;: la vôtre ou une place libre.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="49"/>
        <source>The table server is busy: the AI&apos;s move is late, it comes as soon as it can.</source>
        <translation>Le serveur de tables est occupé&#xa0;: le coup de l&apos;IA est en retard, il viendra dès que possible.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="51"/>
        <source>The table server&apos;s AI could not decide: it played a legal move at random.</source>
        <translation>L&apos;IA du serveur de tables n&apos;a pas pu décider&#xa0;: elle a joué un coup permis au hasard.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="53"/>
        <source>The AI played for %1: their time ran out.</source>
        <translation>L&apos;IA a joué pour %1&#xa0;: son temps était écoulé.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="54"/>
        <source>Your time for this turn ran out: the AI plays it for you.</source>
        <translation>Ton temps pour ce tour est écoulé&#xa0;: l&apos;IA le joue pour toi.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="55"/>
        <source>The table server refuses these clocks: %1</source>
        <translation>Le serveur de tables refuse ces pendules&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="56"/>
        <source>You sit at as many turn-based tables on this server as it allows one person: finish one before you take another.</source>
        <translation>Tu es assis à autant de tables au tour par tour sur ce serveur qu&apos;il en permet à une personne&#xa0;: termine-en une avant d&apos;en prendre une autre.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="58"/>
        <source>You have opened many tables to watch in the last minute: wait a minute before you watch another.</source>
        <translation>Tu as ouvert beaucoup de tables à regarder dans la dernière minute&#xa0;: attends une minute avant d&apos;en regarder une autre.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="63"/>
        <source>%1 sits at as many turn-based tables on this server as it allows one person: a new game here waits until they finish one.</source>
        <translation>%1 est assis à autant de tables au tour par tour sur ce serveur qu&apos;il en permet à une personne&#xa0;: une nouvelle partie ici attend qu&apos;il en termine une.</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <location filename="../../goatmaster/app/online/tables.py" line="87"/>
        <source>Cannot host a table</source>
        <translation>Impossible d&apos;ouvrir une table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/tables.py" line="88"/>
        <source>The table server could not start: %1</source>
        <translation>Le serveur de tables n&apos;a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/tables.py" line="150"/>
        <source>Cannot join the table</source>
        <translation>Impossible de rejoindre la table</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/tables.py" line="173"/>
        <source>%1, table %2 (%3)</source>
        <translation>%1, table %2 (%3)</translation>
    </message>
</context>
<context>
    <name>TrayNotifier</name>
    <message>
        <location filename="../../goatmaster/app/online/nudge.py" line="48"/>
        <source>Goat Master</source>
        <translation>Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/nudge.py" line="50"/>
        <source>Show Goat Master</source>
        <translation>Afficher Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/nudge.py" line="51"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>TutorialCard</name>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="94"/>
        <source>&amp;Leave the lesson</source>
        <translation>&amp;Quitter la leçon</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="96"/>
        <source>Back to the start screen: Continue takes the lesson up again</source>
        <translation>Retour à l&apos;écran d&apos;accueil&#xa0;: Continuer reprend la leçon</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="107"/>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="108"/>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="142"/>
        <source>Lesson: step %1 of %2</source>
        <translation>Leçon&#xa0;: étape %1 sur %2</translation>
    </message>
</context>
<context>
    <name>TutorialPlayer</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/tutorial.py" line="161"/>
        <source>This game went its own way: %n step(s) of the lesson could not show before its end. Back goes to the position before your first move of your own, to play on from there; Next ends the lesson.</source>
        <translation>
            <numerusform>Cette partie a pris son propre chemin&#xa0;: %n étape de la leçon n&apos;a pas pu apparaître avant la fin. Retour revient à la position d&apos;avant ton premier coup à toi, pour rejouer de là&#xa0;; Suivant termine la leçon.</numerusform>
            <numerusform>Cette partie a pris son propre chemin&#xa0;: %n étapes de la leçon n&apos;ont pas pu apparaître avant la fin. Retour revient à la position d&apos;avant ton premier coup à toi, pour rejouer de là&#xa0;; Suivant termine la leçon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/tutorial.py" line="166"/>
        <source>This game went its own way: %n step(s) of the lesson can no longer show in it. Back goes to the position before your first move of your own, to play on from there; Next plays this game on without them.</source>
        <translation>
            <numerusform>Cette partie a pris son propre chemin&#xa0;: %n étape de la leçon ne peut plus y apparaître. Retour revient à la position d&apos;avant ton premier coup à toi, pour rejouer de là&#xa0;; Suivant continue cette partie sans elle.</numerusform>
            <numerusform>Cette partie a pris son propre chemin&#xa0;: %n étapes de la leçon ne peuvent plus y apparaître. Retour revient à la position d&apos;avant ton premier coup à toi, pour rejouer de là&#xa0;; Suivant continue cette partie sans elles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/tutorial.py" line="257"/>
        <source>Not this one: the move this step asks for is marked on the table. Read the card, then make it.</source>
        <translation>Pas celui-ci&#xa0;: le coup que demande cette étape est marqué sur la table. Lis la carte, puis joue-le.</translation>
    </message>
</context>
<context>
    <name>UserFiles</name>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="354"/>
        <source>Lesson of %1</source>
        <translation>Leçon de %1</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../goatmaster/views/words.py" line="47"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
</context>
</TS>
