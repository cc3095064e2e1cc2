<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Advice</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="27"/>
        <source>Your pawn stays where it is.</source>
        <translation>Deine Spielfigur bleibt stehen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="28"/>
        <source>Your pawn walks 1 step.</source>
        <translation>Deine Spielfigur geht 1 Schritt weiter.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="29"/>
        <source>Your pawn walks %1 steps.</source>
        <translation>Deine Spielfigur geht %1 Schritte weiter.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="31"/>
        <source>Milk counts at the end: the most milk scores in full.</source>
        <translation>Milch zählt am Ende: Wer die meiste hat, bekommt sie voll gewertet.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="34"/>
        <source>After your take you may move one of your marked cards along its row or column.</source>
        <translation>Nach dem Nehmen darfst du eine deiner markierten Karten in ihrer Reihe oder Spalte verschieben.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="41"/>
        <source>The %1 goats are decided: this card only moves your pawn.</source>
        <translation>Die Sorte %1 ist entschieden: Diese Karte bewegt nur deine Spielfigur.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="45"/>
        <source>Brings your %1 goats to %2: you win the type!</source>
        <translation>Bringt deine Ziegen der Sorte %1 auf %2: Du gewinnst die Sorte!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="48"/>
        <source>The fourth %1 card: the type is decided now.</source>
        <translation>Die vierte Karte %1: Die Sorte wird jetzt entschieden.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="50"/>
        <source>Brings your %1 goats to %2.</source>
        <translation>Bringt deine Ziegen der Sorte %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="57"/>
        <source>Milk for your display.</source>
        <translation>Milch für deine Auslage.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="59"/>
        <source>A dog: lets you move a marked card next time you play it.</source>
        <translation>Ein Hund: Wenn du ihn spielst, darfst du eine markierte Karte verschieben.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="64"/>
        <source>The %1 goats are decided: this card would be dead in your hand.</source>
        <translation>Die Sorte %1 ist entschieden: Diese Karte wäre in deiner Hand tot.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="68"/>
        <source>Played later, it brings your %1 goats to %2: you would win the type.</source>
        <translation>Später gespielt, bringt sie deine Ziegen der Sorte %1 auf %2: Du würdest die Sorte gewinnen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="71"/>
        <source>Played later, it brings your %1 goats to %2.</source>
        <translation>Später gespielt, bringt sie deine Ziegen der Sorte %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="92"/>
        <source>If %2 agrees, your score rises by %1 now: cards joined to your stable count double.</source>
        <translation>Wenn %2 zustimmt, steigt dein Punktestand sofort um %1: Karten, die mit deinem Stall verbunden sind, zählen doppelt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="96"/>
        <source>Your score rises by %1 now: cards joined to your stable count double.</source>
        <translation>Dein Punktestand steigt sofort um %1: Karten, die mit deinem Stall verbunden sind, zählen doppelt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="99"/>
        <source>It gains no points now, but readies your stable&apos;s chain.</source>
        <translation>Bringt jetzt noch keine Punkte, bereitet aber die Kette zu deinem Stall vor.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="105"/>
        <source>No move of your dog gains you points now.</source>
        <translation>Kein Zug deines Hundes bringt dir jetzt Punkte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="106"/>
        <source>Some dog moves gain points now, but looking further ahead the AI rates leaving the dog best.</source>
        <translation>Manche Hundezüge bringen sofort Punkte, aber weiter vorausgedacht hält die KI es für besser, den Hund stehen zu lassen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="119"/>
        <source>marked by %1 and joined to the stable: scores %2 twice.</source>
        <translation>markiert von %1 und mit dem Stall verbunden: zählt %2 doppelt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="123"/>
        <source>marked by %1: scores %2 (double when joined to the stable).</source>
        <translation>markiert von %1: zählt %2 (doppelt, wenn mit dem Stall verbunden).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="127"/>
        <source>Take it:</source>
        <translation>Nimm sie:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="136"/>
        <source>%1 won the %2 goats.</source>
        <translation>%1 hat die Sorte %2 gewonnen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="139"/>
        <source>dead: the %1 goats went to %2.</source>
        <translation>tot: Die Sorte %1 ging an %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="141"/>
        <source>%1 has %2 points of %3.</source>
        <translation>%1 hat %2 Punkte der Sorte %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="143"/>
        <source>in the display of %1.</source>
        <translation>in der Auslage von %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/advice.py" line="148"/>
        <source>in your hand.</source>
        <translation>in deiner Hand.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/art.py" line="99"/>
        <source>Sheepdog</source>
        <translation>Hütehund</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/art.py" line="101"/>
        <source>Milk Cocktail</source>
        <translation>Milchcocktail</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="21"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="21"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="20"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="20"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/pictures.py" line="22"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
</context>
<context>
    <name>DisplayModel</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/display_model.py" line="78"/>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/display_model.py" line="84"/>
        <source>dogs</source>
        <translation>Hunde</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/display_model.py" line="87"/>
        <source>milk %1</source>
        <translation>Milch %1</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="112"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="115"/>
        <source>%1 share the win!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="109"/>
        <source>Nobody wins</source>
        <translation>Niemand gewinnt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="110"/>
        <source>No winner</source>
        <translation>Kein Sieger</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/end_screen.py" line="113"/>
        <source>with %n point(s)</source>
        <translation>
            <numerusform>mit %n Punkt</numerusform>
            <numerusform>mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/end_screen.py" line="116"/>
        <source>%n point(s) each</source>
        <translation>
            <numerusform>je %n Punkt</numerusform>
            <numerusform>je %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/end_screen.py" line="119"/>
        <source>%1, after %n turn(s).</source>
        <translation>
            <numerusform>%1, nach %n Zug.</numerusform>
            <numerusform>%1, nach %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="122"/>
        <source>Deal number %1.</source>
        <translation>Spielnummer %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="141"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/end_screen.py" line="141"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="6"/>
        <source>The game is over</source>
        <translation>Das Spiel ist aus</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="61"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="62"/>
        <source>Look at the final pasture</source>
        <translation>Die Weide am Ende ansehen</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="68"/>
        <source>&amp;Review the game</source>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="69"/>
        <source>Replay the game with the AI weighing each decision: what it cost, and what was better</source>
        <translation>Die Partie noch einmal abspielen, während die KI jede Entscheidung bewertet: was sie gekostet hat und was besser gewesen wäre</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="81"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="82"/>
        <source>Choose new players</source>
        <translation>Neue Spieler wählen</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="88"/>
        <source>&amp;Play again</source>
        <translation>Noch&amp;mal spielen</translation>
    </message>
    <message>
        <location filename="../../ui/end_screen.ui" line="89"/>
        <source>A new deal for the same players</source>
        <translation>Neu austeilen für dieselben Spieler</translation>
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
        <translation>Der Tisch-Server auf diesem Rechner hatte ein Problem (%1). Deine Tische laufen weiter; die Einzelheiten stehen in %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/platform/fault_report.py" line="54"/>
        <source>Something went wrong inside Goat Master (%1: %2). Your game goes on; the details were written to %3.</source>
        <translation>In Goat Master ist ein Fehler aufgetreten (%1: %2). Dein Spiel geht weiter; die Einzelheiten stehen in %3.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="79"/>
        <source>Goat Master games (*.goat *.json)</source>
        <translation>Goat-Master-Spiele (*.goat *.json)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="160"/>
        <source>The settings cannot be read (%1): the default settings are used.</source>
        <translation>Die Einstellungen können nicht gelesen werden (%1): Es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="164"/>
        <source>The settings cannot be read (%1): the default settings are used, and the old file was kept as &quot;%2&quot; in %3.</source>
        <translation>Die Einstellungen können nicht gelesen werden (%1): Es gelten die Standardeinstellungen, und die alte Datei wurde als „%2“ in %3 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="221"/>
        <source>The game in progress cannot be read (%1) and could not be moved aside (%2), so it cannot be continued. It is left as it is in %3.</source>
        <translation>Das laufende Spiel kann nicht gelesen werden (%1) und konnte nicht beiseitegelegt werden (%2), daher kann es nicht fortgesetzt werden. Es bleibt unverändert in %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="227"/>
        <source>The game in progress cannot be read (%1), so it cannot be continued. Nothing was deleted: the file was kept as &quot;%2&quot; in %3.</source>
        <translation>Das laufende Spiel kann nicht gelesen werden (%1), daher kann es nicht fortgesetzt werden. Nichts wurde gelöscht: Die Datei wurde als „%2“ in %3 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="264"/>
        <source>The lock file, which keeps two copies of Goat Master from writing the same games, was not a file: nothing was deleted, it was kept as &quot;%1&quot; in %2 and a new lock file took its place.</source>
        <translation>Die Sperrdatei, die verhindert, dass zwei Kopien von Goat Master dieselben Spiele schreiben, war keine Datei: Nichts wurde gelöscht, sie wurde als „%1“ in %2 aufbewahrt, und eine neue Sperrdatei trat an ihre Stelle.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/files/strict_json.py" line="218"/>
        <source>The file holds a number %1 digits long; numbers in a game file have at most %2 digits.</source>
        <translation>Die Datei enthält eine Zahl mit %1 Ziffern; Zahlen in einer Spieldatei haben höchstens %2 Ziffern.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/files/strict_json.py" line="312"/>
        <source>This game would take %1 bytes as a file; a game file has at most %2, so it was not written.</source>
        <translation>Dieses Spiel wäre als Datei %1 Bytes groß; eine Spieldatei hat höchstens %2, daher wurde es nicht geschrieben.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/files/strict_json.py" line="316"/>
        <source>This game would hold more than %1 values as a file, too many for a game file, so it was not written.</source>
        <translation>Dieses Spiel enthielte als Datei mehr als %1 Werte, zu viele für eine Spieldatei, daher wurde es nicht geschrieben.</translation>
    </message>
</context>
<context>
    <name>Folders</name>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="47"/>
        <source>Unfinished games</source>
        <translation>Unfertige Spiele</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="48"/>
        <source>Finished games</source>
        <translation>Beendete Spiele</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="20"/>
        <source>a dog</source>
        <translation>einen Hund</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="21"/>
        <source>milk %1</source>
        <translation>Milch %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="26"/>
        <source>an empty place</source>
        <translation>einen leeren Platz</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="45"/>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="48"/>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="51"/>
        <source>%1 finds nothing to take: the game ends after this turn.</source>
        <translation>%1 findet nichts zum Nehmen: Nach diesem Zug ist das Spiel aus.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="58"/>
        <source>%1 puts a marker on %2.</source>
        <translation>%1 setzt eine Markierung auf %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="59"/>
        <source>%1 puts markers on %2.</source>
        <translation>%1 setzt Markierungen auf %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="62"/>
        <source>%1 has no marker left, so %2 stays neutral.</source>
        <translation>%1 hat keine Markierung mehr, %2 bleibt neutral.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="65"/>
        <source>%1 loses %2: worthless now, out of the game.</source>
        <translation>%1 verliert %2: jetzt wertlos, aus dem Spiel.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="68"/>
        <source>%1 shows %2 from hand: it is dead, and %3 gets nothing for it.</source>
        <translation>%1 zeigt %2 aus der Hand: Die Karte ist tot, %3 bekommt nichts dafür.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="72"/>
        <source>%1 asks %2 to let the dog swap %3 with %4.</source>
        <translation>%1 bittet %2, den Hund %3 mit %4 tauschen zu lassen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="76"/>
        <source>%1 agrees.</source>
        <translation>%1 stimmt zu.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="77"/>
        <source>%1 refuses.</source>
        <translation>%1 lehnt ab.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="80"/>
        <source>%1 moves the dog: it swaps %2 with %3.</source>
        <translation>%1 bewegt den Hund: Er tauscht %2 mit %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="82"/>
        <source>%1 moves the dog: it takes %2 to an empty place.</source>
        <translation>%1 bewegt den Hund: Er bringt %2 auf einen leeren Platz.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="87"/>
        <source>The game is over. Winner: %1.</source>
        <translation>Das Spiel ist aus. Sieg: %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="98"/>
        <source>%1 wins the %2 goats with %3 points!</source>
        <translation>%1 gewinnt die Sorte %2 mit %3 Punkten!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="100"/>
        <source>%1 wins the %2 goats with the fourth card: %3 points against %4!</source>
        <translation>%1 gewinnt die Sorte %2 mit der vierten Karte: %3 Punkte gegen %4!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="102"/>
        <source>%1 wins the %2 goats with the fourth card: %3 points against %4, and more cards (%5 against %6)!</source>
        <translation>%1 gewinnt die Sorte %2 mit der vierten Karte: %3 Punkte gegen %4, und mehr Karten (%5 gegen %6)!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="104"/>
        <source>%1 wins the %2 goats with the fourth card: %3 points against %4 with as many cards, and %1 played it!</source>
        <translation>%1 gewinnt die Sorte %2 mit der vierten Karte: %3 Punkte gegen %4 bei gleich vielen Karten, und %1 hat sie gespielt!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/log_text.py" line="107"/>
        <source>%1 wins the %2 goats with the fourth card: %3 points against %4 with as many cards, and %1 is the first of them clockwise after %7, who played it!</source>
        <translation>%1 gewinnt die Sorte %2 mit der vierten Karte: %3 Punkte gegen %4 bei gleich vielen Karten; %7 hat sie gespielt, und von den Gleichstehenden kommt %1 im Uhrzeigersinn zuerst danach!</translation>
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
        <translation>Die mit dieser Partie gespeicherte Analyse ist nicht verwendbar (%1), daher wird sie neu erstellt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/review.py" line="190"/>
        <source>The review stopped: %1</source>
        <translation>Die Analyse wurde abgebrochen: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/review.py" line="270"/>
        <source>Best found:</source>
        <translation>Bester gefundener Zug:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/review.py" line="271"/>
        <source>Played, none better found:</source>
        <translation>Gespielt, kein besserer gefunden:</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="55"/>
        <source>The scores</source>
        <translation>Die Punkte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="56"/>
        <source>My hand</source>
        <translation>Meine Hand</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="57"/>
        <source>The table, row by row</source>
        <translation>Der Tisch, Reihe für Reihe</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="58"/>
        <source>What happened since my last turn</source>
        <translation>Was seit meinem letzten Zug geschah</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="59"/>
        <source>Whose turn it is, and what is asked now</source>
        <translation>Wer dran ist, und was jetzt gefragt ist</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="166"/>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="300"/>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="320"/>
        <source>The game is over — nobody wins.</source>
        <translation>Das Spiel ist aus — niemand gewinnt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/game_window.py" line="324"/>
        <source>The game is over — %1 wins with %n point(s).</source>
        <translation>
            <numerusform>Das Spiel ist aus — %1 gewinnt mit %n Punkt.</numerusform>
            <numerusform>Das Spiel ist aus — %1 gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/game_window.py" line="325"/>
        <source>The game is over — %1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>Das Spiel ist aus — %1 teilen sich den Sieg mit je %n Punkt.</numerusform>
            <numerusform>Das Spiel ist aus — %1 teilen sich den Sieg mit je %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="334"/>
        <source>%1 — deal %2 — turn %3</source>
        <translation>%1 — Spielnummer %2 — Zug %3</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="336"/>
        <source>%1 — turn %2</source>
        <translation>%1 — Zug %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="389"/>
        <source>Read aloud</source>
        <translation>Vorlesen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="406"/>
        <source>No cards in your hand.</source>
        <translation>Keine Karten auf deiner Hand.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="419"/>
        <source>Nothing has happened since your last turn.</source>
        <translation>Seit deinem letzten Zug ist nichts geschehen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="513"/>
        <source>%1 changed during the review (another game saved there, or the file moved), so it was left as it is: the game and its review were kept beside it as %2.</source>
        <translation>%1 hat sich während der Analyse geändert (eine andere Partie wurde dort gespeichert oder die Datei verschoben) und bleibt daher unverändert: Die Partie und ihre Analyse wurden daneben als %2 gespeichert.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="519"/>
        <source>The review could not be kept in %1: %2</source>
        <translation>Die Analyse konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="557"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="566"/>
        <source>Cannot save the game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="567"/>
        <source>The game could not be written to %1:
%2</source>
        <translation>Das Spiel konnte nicht nach %1 geschrieben werden:
%2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="574"/>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="647"/>
        <source>%1, your turn.</source>
        <translation>%1, du bist dran.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="671"/>
        <source>Since your last turn, %1:</source>
        <translation>Seit deinem letzten Zug, %1:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="676"/>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="677"/>
        <source>since your last turn:</source>
        <translation>seit deinem letzten Zug:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="689"/>
        <source>Thinking about a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="691"/>
        <source>A hint is for your own turn.</source>
        <translation>Tipps gibt es nur im eigenen Zug.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="700"/>
        <source>Press Enter to take it.</source>
        <translation>Mit der Eingabetaste ausführen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="700"/>
        <source>Hint:</source>
        <translation>Tipp:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="702"/>
        <source>Press Enter to make this move.</source>
        <translation>Drück die Eingabetaste, um diesen Zug zu machen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="748"/>
        <source>Replay of a finished game, turn by turn.</source>
        <translation>Wiederholung einer beendeten Partie, Zug für Zug.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="753"/>
        <source>Waiting for %1…</source>
        <translation>Warte auf %1…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="755"/>
        <source>Read the lesson&apos;s card, then press Next (Alt+N).</source>
        <translation>Lies die Karte der Lektion, dann drück Weiter (Alt+W).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="757"/>
        <source>%1 is to play: press Play now (Ctrl+Return) to let them move.</source>
        <translation>%1 ist dran: drücke Jetzt spielen (Strg+Eingabe), damit gezogen wird.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="760"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="762"/>
        <source>Waiting for %1 to answer.</source>
        <translation>Warte auf die Antwort von %1.</translation>
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
        <translation>Gewinne die Ziegenherden mit der Mehrheit, trink die meiste Milch und lass den Hund deine Karten heimbringen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/__init__.py" line="38"/>
        <source>Goal Rows</source>
        <translation>Zielreihen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/__init__.py" line="40"/>
        <source>Push the black tokens to your colour and the red ones to everyone else, one card in a row at a time.</source>
        <translation>Schieb die schwarzen Plättchen zu deiner Farbe und die roten zu allen anderen, Karte für Karte in eine Reihe.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="21"/>
        <source>A new sheet</source>
        <translation>Ein neues Blatt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="22"/>
        <source>The sheet of a number</source>
        <translation>Das Blatt zu einer Nummer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="31"/>
        <source>Sheet</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="32"/>
        <source>A named sheet, a new one made for this game (its number is its name, to share), or the sheet of a number.</source>
        <translation>Ein benanntes Blatt, ein neues für diese Partie (seine Nummer ist sein Name, zum Weitergeben) oder das Blatt zu einer Nummer.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="34"/>
        <source>Sheet number</source>
        <translation>Blattnummer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="35"/>
        <source>With “The sheet of a number”: the same number always makes the same sheet.</source>
        <translation>Mit „Das Blatt zu einer Nummer“: Dieselbe Nummer ergibt immer dasselbe Blatt.</translation>
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
        <translation>Profi: Herden aus zwei zählen, sobald die neunte Kuh angekreuzt ist</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="42"/>
        <source>Meadow Dice</source>
        <translation>Wiesenwürfel</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/__init__.py" line="44"/>
        <source>Throw the dice, pencil in cows and numbers, and graze the biggest herds around the water troughs.</source>
        <translation>Wirf die Würfel, kreuze Kühe und Zahlen an und lass die größten Herden rund um die Tränken weiden.</translation>
    </message>
</context>
<context>
    <name>Goat</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="16"/>
        <source>Elvis</source>
        <translation>Elvis Mähsley</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="16"/>
        <source>Bleatbeard</source>
        <translation>Käpt&apos;n Meckerbart</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="17"/>
        <source>Chef Feta</source>
        <translation>Koch Käsebart</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="17"/>
        <source>Cosmo</source>
        <translation>Mähstronaut</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="18"/>
        <source>Merlin</source>
        <translation>Meckerlin</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="18"/>
        <source>Billy Kid</source>
        <translation>Billy the Bock</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="19"/>
        <source>Pirouette</source>
        <translation>Zicki Tütü</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="19"/>
        <source>Sir Bock</source>
        <translation>Ritter Rammbock</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="20"/>
        <source>Helga</source>
        <translation>Helga Milchhorn</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="20"/>
        <source>Sherlock</source>
        <translation>Sherbock Holmes</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="21"/>
        <source>Spike</source>
        <translation>Zicke Zacke</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="21"/>
        <source>Mighty Kid</source>
        <translation>Super-Zicklein</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="22"/>
        <source>Van Goat</source>
        <translation>Vincent van Geiß</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="22"/>
        <source>Snoozy</source>
        <translation>Schlafmütze</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="23"/>
        <source>Confetti</source>
        <translation>Tröte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="23"/>
        <source>Aloha</source>
        <translation>Hula-Heidi</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="24"/>
        <source>Queen Nanny</source>
        <translation>Königin Mähjestät</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/goat_names.py" line="24"/>
        <source>Giggles</source>
        <translation>Kicherkeks</translation>
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
        <translation>Goat Master ist schon geöffnet: Sein Fenster liegt vielleicht hinter den anderen oder ist minimiert. Zwei Kopien würden gegenseitig ihre gespeicherten Spiele überschreiben, deshalb schließt sich diese.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="317"/>
        <source>Open a game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="329"/>
        <source>Cannot open the game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="330"/>
        <source>%1 is not a game Goat Master can open:
%2</source>
        <translation>%1 ist kein Spiel, das Goat Master öffnen kann:
%2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="358"/>
        <source>Cannot keep the unfinished game</source>
        <translation>Das unfertige Spiel kann nicht aufbewahrt werden</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="359"/>
        <source>The unfinished game could not be moved aside (%1), so the other game does not start: nothing is lost, the unfinished game is still in %2.</source>
        <translation>Das unfertige Spiel konnte nicht beiseitegelegt werden (%1), deshalb beginnt das andere Spiel nicht: Nichts geht verloren, das unfertige Spiel liegt weiter in %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="383"/>
        <source>Your unfinished game, %1, was kept in &quot;%2&quot;: Load a game opens that folder.</source>
        <translation>Dein unfertiges Spiel, %1, wurde in „%2“ aufbewahrt: „Spiel laden“ öffnet diesen Ordner.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="400"/>
        <source>The lesson has changed</source>
        <translation>Die Lektion hat sich geändert</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="401"/>
        <source>This lesson of %1 was saved by an earlier version of Goat Master, and the lesson has changed since: it cannot go on from where you left it. Start the lesson again from the beginning?</source>
        <translation>Diese Lektion von %1 wurde von einer früheren Version von Goat Master gespeichert, und die Lektion hat sich seitdem geändert: Sie kann nicht dort weitergehen, wo du aufgehört hast. Die Lektion noch einmal von vorn beginnen?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="500"/>
        <source>This game, %1, was kept in &quot;%2&quot; to watch again: Load a game opens that folder.</source>
        <translation>Dieses Spiel, %1, wurde zum Wiederansehen in „%2“ aufbewahrt: „Spiel laden“ öffnet diesen Ordner.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="503"/>
        <source>The finished game could not be kept to watch again: %1</source>
        <translation>Das beendete Spiel konnte nicht zum Wiederansehen aufbewahrt werden: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="627"/>
        <source>Keep Goat Master running?</source>
        <translation>Goat Master weiterlaufen lassen?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/application.py" line="628"/>
        <source>A table over days is hosted here: it lives only while Goat Master runs. Keep Goat Master running in the system tray? It tells you when it is your move.</source>
        <translation>Hier läuft ein Tisch über Tage: Er lebt nur, solange Goat Master läuft. Goat Master im Infobereich weiterlaufen lassen? Es sagt dir Bescheid, wenn du am Zug bist.</translation>
    </message>
</context>
<context>
    <name>GoatMasterTable</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="79"/>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="336"/>
        <source>No dog move</source>
        <translation>Kein Hundezug</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="81"/>
        <source>End the turn without moving a card with the dog</source>
        <translation>Den Zug beenden, ohne mit dem Hund eine Karte zu bewegen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="171"/>
        <source>Take this card?</source>
        <translation>Diese Karte nehmen?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="172"/>
        <source>Take %1 into your hand?</source>
        <translation>%1 auf die Hand nehmen?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="186"/>
        <source>Enter: let the dog swap %1 with %2.</source>
        <translation>Eingabe: Der Hund tauscht %1 mit %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="194"/>
        <source>%1 wants to move %2 with the dog onto your %3, swapping the two cards.

%4, do you agree?</source>
        <translation>%1 möchte %2 mit dem Hund auf deine Karte %3 ziehen und die beiden Karten tauschen.

%4, bist du einverstanden?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="200"/>
        <source>The dog asks</source>
        <translation>Der Hund fragt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="210"/>
        <source>%1: play a card from your hand (click it, or press 1 or 2).</source>
        <translation>%1: Spiel eine Karte aus deiner Hand (anklicken oder 1 bzw. 2 drücken).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="212"/>
        <source>%1: take a card from your pawn&apos;s line (click it, or arrows and Enter).</source>
        <translation>%1: Nimm eine Karte aus der Reihe deiner Spielfigur (anklicken oder Pfeiltasten und Eingabe).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="215"/>
        <source>%1: answer the dog&apos;s question.</source>
        <translation>%1: Beantworte die Frage des Hundes.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="216"/>
        <source>%1: drag one of your marked cards along its row or column (or arrows and Enter), or choose “No dog move” (N).</source>
        <translation>%1: Zieh eine deiner markierten Karten in ihrer Reihe oder Spalte (oder Pfeile und Eingabe), oder wähle „Kein Hundezug“ (N).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="222"/>
        <source>Play one of your two cards. A goat moves your pawn by its value, milk by 1 or 2, a dog not at all; then you take a card from the line your pawn faces. Hover over a card to see what it would do.</source>
        <translation>Spiel eine deiner zwei Karten. Eine Ziege zieht deine Spielfigur um ihren Wert weiter, Milch um 1 oder 2, ein Hund gar nicht; dann nimmst du eine Karte aus der Reihe vor deiner Spielfigur. Zeig mit der Maus auf eine Karte, um zu sehen, was sie bewirkt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="226"/>
        <source>Take one of the cards outlined in your colour: any card of your pawn&apos;s line without a marker. The gap is refilled from the deck.</source>
        <translation>Nimm eine der in deiner Farbe umrandeten Karten: jede Karte ohne Markierung in der Reihe deiner Spielfigur. Die Lücke wird vom Stapel aufgefüllt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="228"/>
        <source>Your dog may move one card with your marker along its row or column: it swaps with an unmarked card, moves into a gap, or swaps with an opponent&apos;s card if they agree. Cards joined to your stable count double.</source>
        <translation>Dein Hund darf eine Karte mit deiner Markierung in ihrer Reihe oder Spalte verschieben: Sie tauscht mit einer unmarkierten Karte, rückt in eine Lücke oder tauscht mit der Karte eines Gegners, wenn er zustimmt. Karten, die mit deinem Stall verbunden sind, zählen doppelt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="240"/>
        <source>%1 play %2.</source>
        <translation>%1 %2 ausspielen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="244"/>
        <source>%1 take %2.</source>
        <translation>%1 %2 nehmen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="248"/>
        <source>%1 let the dog swap %2 with %3.</source>
        <translation>%1 lass den Hund %2 mit %3 tauschen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="252"/>
        <source>%1 no dog move.</source>
        <translation>%1 kein Hundezug.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="262"/>
        <source>The dog asks %1 a question. Everybody else, please look away.</source>
        <translation>Der Hund hat eine Frage an %1. Alle anderen bitte wegschauen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="268"/>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="286"/>
        <source>In the hand: %1</source>
        <translation>Auf der Hand: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="289"/>
        <source>In the hand: a card face down</source>
        <translation>Auf der Hand: eine verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="294"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="301"/>
        <source>pasture row %1 column %2</source>
        <translation>Weide Reihe %1 Spalte %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="303"/>
        <source>%1: an empty place</source>
        <translation>%1: ein leerer Platz</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="305"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="307"/>
        <source>Pasture row %1</source>
        <translation>Weide, Reihe %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="308"/>
        <source>Pasture</source>
        <translation>Weide</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="309"/>
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Stapel: %n Karte</numerusform>
            <numerusform>Stapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="312"/>
        <source>Your moves</source>
        <translation>Deine Züge</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="322"/>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="327"/>
        <source>Take %1 from pasture row %2 column %3</source>
        <translation>%1 von der Weide nehmen, Reihe %2 Spalte %3</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="332"/>
        <source>Let the dog swap %1 with %2</source>
        <translation>Den Hund %1 mit %2 tauschen lassen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="338"/>
        <source>Take nothing</source>
        <translation>Nichts nehmen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="338"/>
        <source>Your pawn&apos;s line holds no card to take.</source>
        <translation>In der Reihe deiner Figur liegt keine Karte zum Nehmen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="344"/>
        <source>A card nobody may look at yet.</source>
        <translation>Eine Karte, die noch niemand sehen darf.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Single</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Double</source>
        <translation>Doppelt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Milk</source>
        <translation>Milch</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="365"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="371"/>
        <source>Single: marked pasture cards, at their value. Double: marked cards joined to the stable, counted twice. Milk: the milk cocktails in the display.</source>
        <translation>Einfach: markierte Weidekarten zu ihrem Wert. Doppelt: markierte Karten mit Verbindung zum Stall, doppelt gezählt. Milch: die Milchcocktails in der Auslage.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="385"/>
        <source>%1×%1 pasture, %2 cards</source>
        <translation>Weide %1×%1, %2 Karten</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="391"/>
        <source>Ask me to &amp;confirm before I take a card</source>
        <translation>Vor dem Nehmen einer Karte &amp;nachfragen</translation>
    </message>
</context>
<context>
    <name>GoatMasterTutorial</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="331"/>
        <source>Welcome to Goat Master! You play one game against Hugo, step by step. This is the pasture: goats of many types (Mighty Kid, Pirouette, Sherlock…) worth 1 to 5, milk and dogs. Win a type&apos;s herd and its cards in the pasture get your markers: at the end each one scores its value for you.</source>
        <translation>Willkommen bei Goat Master! Du spielst eine Partie gegen Hugo, Schritt für Schritt. Das ist die Weide: Ziegen vieler Sorten (Super-Zicklein, Zicki Tütü, Sherbock Holmes…) im Wert von 1 bis 5, Milch und Hunde. Gewinnst du die Herde einer Sorte, bekommen ihre Karten auf der Weide deine Markierungen: Am Ende zählt jede ihren Wert für dich.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="338"/>
        <source>These are your two cards; Hugo cannot see them. Every turn you play one of them into your display and then take a new one from the pasture.</source>
        <translation>Das sind deine zwei Karten; Hugo sieht sie nicht. In jedem Zug legst du eine davon in deine Auslage und nimmst dann eine neue von der Weide.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="343"/>
        <source>Your pawn (the big goat) starts beside your stable. The card you play moves it clockwise round the pasture: a goat by its value, milk by 1 or 2, a dog not at all.</source>
        <translation>Deine Spielfigur (die große Ziege) startet neben deinem Stall. Die Karte, die du spielst, zieht sie im Uhrzeigersinn um die Weide: eine Ziege um ihren Wert, Milch um 1 oder 2, ein Hund gar nicht.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="348"/>
        <source>Play &lt;b&gt;Mighty Kid 1&lt;/b&gt;: click it in your hand. Your pawn moves one step.</source>
        <translation>Spiel &lt;b&gt;Super-Zicklein 1&lt;/b&gt;: Klick es in deiner Hand an. Deine Spielfigur zieht ein Feld weiter.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="350"/>
        <source>Click Mighty Kid 1, the card with the ring round it.</source>
        <translation>Klick Super-Zicklein 1 an, die eingekreiste Karte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="353"/>
        <source>Now take a card from your pawn&apos;s line: the column it faces, outlined in your colour. Take &lt;b&gt;milk 2&lt;/b&gt;: milk counts at the end. The gap is refilled from the deck at once.</source>
        <translation>Nimm jetzt eine Karte aus der Reihe deiner Spielfigur: der Spalte vor ihr, in deiner Farbe umrandet. Nimm &lt;b&gt;Milch 2&lt;/b&gt;: Milch zählt am Ende. Die Lücke wird sofort vom Stapel aufgefüllt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="356"/>
        <source>Click milk 2 in the outlined column.</source>
        <translation>Klick Milch 2 in der umrandeten Spalte an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="359"/>
        <source>Now it is Hugo&apos;s turn. His name, score and display are here: watch what he plays and takes.</source>
        <translation>Jetzt ist Hugo dran. Sein Name, seine Punkte und seine Auslage sind hier: Sieh zu, was er spielt und nimmt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="364"/>
        <source>Play your &lt;b&gt;milk 2&lt;/b&gt;. It moves your pawn two steps. At the end the highest milk total scores all of it, the next one half.</source>
        <translation>Spiel deine &lt;b&gt;Milch 2&lt;/b&gt;. Sie zieht deine Spielfigur zwei Felder weiter. Am Ende zählt die höchste Milchsumme ganz, die nächste zur Hälfte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="367"/>
        <source>Click milk 2 in your hand.</source>
        <translation>Klick Milch 2 in deiner Hand an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="369"/>
        <source>Choose your take yourself this time: any card of the outlined line that has no marker. Hover over a card to see what it would do.</source>
        <translation>Diesmal wählst du selbst: jede Karte der umrandeten Reihe ohne Markierung. Fahr mit der Maus über eine Karte, um zu sehen, was sie bewirken würde.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="374"/>
        <source>Your display holds Pirouette 5. Play &lt;b&gt;Pirouette 3&lt;/b&gt;: with 8 points of one type in your display you win that type&apos;s herd at once, as soon as your take is done.</source>
        <translation>In deiner Auslage liegt Zicki Tütü 5. Spiel &lt;b&gt;Zicki Tütü 3&lt;/b&gt;: Mit 8 Punkten einer Sorte in deiner Auslage gewinnst du sofort ihre Herde, sobald du deine Karte genommen hast.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="377"/>
        <source>Click Pirouette 3 in your hand.</source>
        <translation>Klick Zicki Tütü 3 in deiner Hand an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="379"/>
        <source>A herd was just won: with 8 points of one type in a display, a player wins that type&apos;s herd at once, as soon as the take is done.</source>
        <translation>Gerade wurde eine Herde gewonnen: Mit 8 Punkten einer Sorte in der Auslage gewinnt ein Spieler die Herde dieser Sorte sofort, sobald sein Nehmen erledigt ist.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="383"/>
        <source>Take the &lt;b&gt;dog&lt;/b&gt;: you will play it soon.</source>
        <translation>Nimm den &lt;b&gt;Hund&lt;/b&gt;: Du spielst ihn bald.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="385"/>
        <source>Click the dog in the outlined line.</source>
        <translation>Klick den Hund in der umrandeten Reihe an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="387"/>
        <source>There is a &lt;b&gt;dog&lt;/b&gt; in your line: take it if you like. Played later, it lets you move one of your marked cards.</source>
        <translation>In deiner Reihe liegt ein &lt;b&gt;Hund&lt;/b&gt;: Nimm ihn, wenn du willst. Später gespielt, darfst du mit ihm eine deiner markierten Karten versetzen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="391"/>
        <source>The Pirouette herd is yours: every Pirouette in the pasture carries your marker, and a Pirouette still in the deck gets one when it comes out. Marked cards can no longer be taken. You have 10 markers in all.</source>
        <translation>Die Herde Zicki Tütü gehört dir: Jede Zicki Tütü auf der Weide trägt deine Markierung, und eine, die noch im Stapel liegt, bekommt eine, sobald sie herauskommt. Markierte Karten kann niemand mehr nehmen. Du hast insgesamt 10 Markierungen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="396"/>
        <source>The won herd&apos;s cards in the pasture carry its winner&apos;s markers now. Marked cards can no longer be taken. Each player has 10 markers in all.</source>
        <translation>Die Karten der gewonnenen Herde auf der Weide tragen jetzt die Markierungen ihres Gewinners. Markierte Karten kann niemand mehr nehmen. Jeder Spieler hat insgesamt 10 Markierungen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="401"/>
        <source>Play on by yourself for a few turns: the cards you may take light up. Stuck? Hint shows what the computer would do, and Enter takes it.</source>
        <translation>Spiel ein paar Züge allein weiter: Die Karten, die du nehmen darfst, leuchten auf. Unsicher? Tipp zeigt, was der Computer tun würde, und die Eingabetaste übernimmt es.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="406"/>
        <source>Play your &lt;b&gt;dog&lt;/b&gt;. It does not move your pawn, but after your take it lets you move one of your marked cards along its row or column.</source>
        <translation>Spiel deinen &lt;b&gt;Hund&lt;/b&gt;. Er zieht deine Spielfigur nicht, aber nach dem Nehmen darfst du eine deiner markierten Karten in ihrer Reihe oder Spalte versetzen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="409"/>
        <source>Click the dog in your hand.</source>
        <translation>Klick den Hund in deiner Hand an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="411"/>
        <source>A &lt;b&gt;dog&lt;/b&gt; does not move the pawn, but after the take it lets its player move one of their marked cards along its row or column.</source>
        <translation>Ein &lt;b&gt;Hund&lt;/b&gt; zieht die Spielfigur nicht, aber nach dem Nehmen darf sein Spieler eine seiner markierten Karten in ihrer Reihe oder Spalte versetzen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="414"/>
        <source>Your dog may move a card, or you may end the turn with this button.</source>
        <translation>Dein Hund darf eine Karte versetzen, oder du beendest den Zug mit diesem Knopf.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="417"/>
        <source>Now the dog may move a marked card along its row or column, or the turn may end without a move.</source>
        <translation>Jetzt darf der Hund eine markierte Karte in ihrer Reihe oder Spalte versetzen, oder der Zug endet ohne Versetzen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="421"/>
        <source>Drag &lt;b&gt;Pirouette 4&lt;/b&gt; up its column onto Van Goat 3, the card beside your stable: the two swap. At the end a marked card touching your stable scores double, and so does every marked card joined to it through yours.</source>
        <translation>Zieh &lt;b&gt;Zicki Tütü 4&lt;/b&gt; in ihrer Spalte nach oben auf Vincent van Geiß 3, die Karte neben deinem Stall: Die beiden tauschen. Am Ende zählt eine markierte Karte am Stall doppelt, ebenso jede markierte Karte, die über deine mit ihr verbunden ist.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="425"/>
        <source>Drag Pirouette 4 (bottom left) up to the top-left card, or use the arrow keys and Enter.</source>
        <translation>Zieh Zicki Tütü 4 (unten links) hinauf auf die Karte oben links, oder nimm die Pfeiltasten und die Eingabetaste.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="427"/>
        <source>A dog moved a marked card onto another card, and the two swapped. At the end a marked card touching its owner&apos;s stable scores double, and so does every marked card joined to it through the owner&apos;s.</source>
        <translation>Ein Hund hat eine markierte Karte auf eine andere Karte versetzt, und die beiden haben getauscht. Am Ende zählt eine markierte Karte am Stall ihres Besitzers doppelt, ebenso jede markierte Karte, die über seine mit ihr verbunden ist.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="433"/>
        <source>Hugo won the Spike herd with 9 points: his markers are on the Spike cards now.</source>
        <translation>Hugo hat die Herde Zicke Zacke mit 9 Punkten gewonnen: Seine Markierungen liegen jetzt auf den Zicke-Zacke-Karten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="436"/>
        <source>Hugo won a herd: his markers are on its cards now.</source>
        <translation>Hugo hat eine Herde gewonnen: Seine Markierungen liegen jetzt auf ihren Karten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="439"/>
        <source>A Sherlock came out of the deck to refill the pasture. The Sherlock herd is yours, so it got your marker at once.</source>
        <translation>Ein Sherbock Holmes kam vom Stapel auf die Weide. Die Herde Sherbock Holmes gehört dir, also bekam er sofort deine Markierung.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="443"/>
        <source>A card of a won herd that is still in the deck gets its winner&apos;s marker as soon as it comes out to refill the pasture.</source>
        <translation>Eine Karte einer gewonnenen Herde, die noch im Stapel liegt, bekommt die Markierung ihres Gewinners, sobald sie auf die Weide nachgelegt wird.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="448"/>
        <source>Drag &lt;b&gt;Sherlock 4&lt;/b&gt; up its column onto &lt;b&gt;Spike 2&lt;/b&gt;, just below your Pirouette 4. Spike 2 carries Hugo&apos;s marker, so the two swap only if Hugo agrees. Joined to Pirouette 4, Sherlock 4 scores double too.</source>
        <translation>Zieh &lt;b&gt;Sherbock Holmes 4&lt;/b&gt; in seiner Spalte nach oben auf &lt;b&gt;Zicke Zacke 2&lt;/b&gt;, direkt unter deine Zicki Tütü 4. Zicke Zacke 2 trägt Hugos Markierung, also tauschen die beiden nur, wenn Hugo zustimmt. Mit Zicki Tütü 4 verbunden, zählt auch Sherbock Holmes 4 doppelt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="452"/>
        <source>Drag Sherlock 4 (left column, fourth row) up onto Spike 2 (second row).</source>
        <translation>Zieh Sherbock Holmes 4 (linke Spalte, vierte Reihe) nach oben auf Zicke Zacke 2 (zweite Reihe).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="454"/>
        <source>A dog&apos;s move onto a card that carries another player&apos;s marker needs that player&apos;s consent: the two swap only if they agree.</source>
        <translation>Versetzt ein Hund auf eine Karte mit der Markierung eines anderen Spielers, muss dieser zustimmen: Die beiden tauschen nur, wenn er einverstanden ist.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="458"/>
        <source>Hugo agreed, and the cards swapped. Had he said no, you could choose another move or none. With friends at this screen, the card&apos;s owner is asked.</source>
        <translation>Hugo hat zugestimmt, und die Karten haben getauscht. Hätte er abgelehnt, hättest du einen anderen Zug oder keinen wählen können. Mit Freunden an diesem Bildschirm wird der Besitzer der Karte gefragt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="462"/>
        <source>The card&apos;s owner answers: on a yes the cards swap, on a no the dog&apos;s player may choose another move or none. With friends at this screen, the card&apos;s owner is asked.</source>
        <translation>Der Besitzer der Karte antwortet: Bei Ja tauschen die Karten, bei Nein darf der Spieler des Hundes einen anderen Zug oder keinen wählen. Mit Freunden an diesem Bildschirm wird der Besitzer der Karte gefragt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="467"/>
        <source>Hugo reached 8 points of Chef Feta first: your Chef Feta 5 left your display, worth nothing. That is the risk of a herd you cannot finish.</source>
        <translation>Hugo hatte zuerst 8 Punkte Koch Käsebart: Dein Koch Käsebart 5 hat deine Auslage verlassen und ist nichts mehr wert. Das ist das Risiko einer Herde, die du nicht vollenden kannst.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="471"/>
        <source>A herd was won, so the cards of that type in the other displays left the game, worth nothing. That is the risk of a herd you cannot finish.</source>
        <translation>Eine Herde wurde gewonnen, also haben die Karten dieser Sorte in den anderen Auslagen das Spiel verlassen und sind nichts mehr wert. Das ist das Risiko einer Herde, die du nicht vollenden kannst.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="476"/>
        <source>Three Mighty Kids are in the displays. Play &lt;b&gt;Mighty Kid 2&lt;/b&gt;, the fourth: it decides the herd. The higher total wins (yours 6, Hugo&apos;s 5) and is owed the fifth card.</source>
        <translation>Drei Super-Zicklein liegen in den Auslagen. Spiel &lt;b&gt;Super-Zicklein 2&lt;/b&gt;, das vierte: Es entscheidet die Herde. Die höhere Summe gewinnt (deine 6, Hugos 5), und ihr steht die fünfte Karte zu.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="479"/>
        <source>Click Mighty Kid 2 in your hand.</source>
        <translation>Klick Super-Zicklein 2 in deiner Hand an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="481"/>
        <source>When the fourth card of a type comes into the displays, it decides the herd: the higher total wins and is owed the fifth card.</source>
        <translation>Kommt die vierte Karte einer Sorte in die Auslagen, entscheidet sie die Herde: Die höhere Summe gewinnt, und ihr steht die fünfte Karte zu.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="485"/>
        <source>The Mighty Kid herd is yours: Hugo&apos;s Mighty Kid 5 left the game, and the fifth card, Mighty Kid 4, got your marker.</source>
        <translation>Die Herde Super-Zicklein gehört dir: Hugos Super-Zicklein 5 ist aus dem Spiel, und die fünfte Karte, Super-Zicklein 4, hat deine Markierung bekommen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="489"/>
        <source>The herd a fourth card decides goes to the higher total: the loser&apos;s cards of it leave the game, and the fifth card gets the winner&apos;s marker.</source>
        <translation>Die Herde, die eine vierte Karte entscheidet, geht an die höhere Summe: Die Karten des Verlierers verlassen das Spiel, und die fünfte Karte bekommt die Markierung des Gewinners.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="494"/>
        <source>Play the rest by yourself. The game ends after a turn in which a player finds nothing to take in the pawn&apos;s line, or a row or column of the pasture is empty.</source>
        <translation>Spiel den Rest allein. Die Partie endet nach einem Zug, in dem jemand in der Reihe seiner Spielfigur nichts zu nehmen findet oder eine Reihe oder Spalte der Weide leer ist.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="499"/>
        <source>The game is over. Each marked card scores its value for its owner, double when it is joined to the owner&apos;s stable. The highest milk total scores in full, the next half. Next comes the end screen with everyone&apos;s points.</source>
        <translation>Die Partie ist vorbei. Jede markierte Karte zählt ihren Wert für ihren Besitzer, doppelt, wenn sie mit seinem Stall verbunden ist. Die höchste Milchsumme zählt ganz, die nächste halb. Gleich zeigt der Schlussbildschirm alle Punkte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/tutorial.py" line="504"/>
        <source>That is Goat Master! Next, try a New game against an easy, normal or hard opponent, or with friends at this screen. The rules are under Help (F1), and so is this lesson.</source>
        <translation>Das ist Goat Master! Versuch als Nächstes ein Neues Spiel gegen einen leichten, normalen oder schweren Gegner oder mit Freunden an diesem Bildschirm. Die Regeln findest du unter Hilfe (F1), diese Lektion auch.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../../goatmaster/views/hand_over.py" line="60"/>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/hand_over.py" line="61"/>
        <source>It is %1&apos;s turn. Everybody else, please look away.</source>
        <translation>%1 ist am Zug. Alle anderen bitte wegschauen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/hand_over.py" line="63"/>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 – zeig meine Karten</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="71"/>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="80"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="81"/>
        <location filename="../../goatmaster/app/online/dialogs.py" line="206"/>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="83"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="85"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="88"/>
        <source>Go on from a saved game…</source>
        <translation>Gespeicherte Partie fortsetzen…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="89"/>
        <source>Open an unfinished game at this table: its players claim their seats</source>
        <translation>Eine unfertige Partie an diesem Tisch eröffnen: ihre Spieler nehmen ihre Plätze wieder ein</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="95"/>
        <source>Others may watch</source>
        <translation>Andere dürfen zuschauen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="112"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="113"/>
        <source>How long a player who lost the connection keeps their seat before an AI plays it for them (they take it back when they return)</source>
        <translation>Wie lange ein Spieler ohne Verbindung seinen Platz behält, bevor eine KI für ihn spielt (er übernimmt ihn wieder, wenn er zurückkommt)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="99"/>
        <source>Live: everyone plays now</source>
        <translation>Live: Alle spielen jetzt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="102"/>
        <source>Over days: %n hour(s) a turn</source>
        <translation>
            <numerusform>Über Tage: %n Stunde pro Zug</numerusform>
            <numerusform>Über Tage: %n Stunden pro Zug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="103"/>
        <source>Over days: %n day(s) a turn</source>
        <translation>
            <numerusform>Über Tage: %n Tag pro Zug</numerusform>
            <numerusform>Über Tage: %n Tage pro Zug</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="104"/>
        <source>Over days, each player comes for their moves; when a player&apos;s time runs out, the AI plays that turn for them</source>
        <translation>Über Tage kommt jede Person für ihre Züge; läuft ihre Bedenkzeit ab, spielt die KI diesen Zug für sie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="106"/>
        <source>A table hosted here lives only while this app runs: keep it running, or host the table on a server that stays up.</source>
        <translation>Ein hier eröffneter Tisch lebt nur, solange diese App läuft: Lass sie laufen, oder eröffne den Tisch auf einem Server, der läuft.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="118"/>
        <source>Open the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="125"/>
        <source>Seats:</source>
        <translation>Plätze:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="129"/>
        <source>Pace:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="130"/>
        <source>A dropped player keeps the seat for:</source>
        <translation>Ein getrennter Spieler behält den Platz für:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="150"/>
        <source>Go on from a saved game</source>
        <translation>Gespeicherte Partie fortsetzen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="158"/>
        <source>This file cannot be played on: %1</source>
        <translation>Diese Partie kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="163"/>
        <source>This file holds a finished game, or one that cannot be played online: Load a game replays it.</source>
        <translation>Diese Datei enthält eine beendete Partie oder eine, die nicht online gespielt werden kann: Partie laden spielt sie nach.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="171"/>
        <source>Goes on from %1 (%2).</source>
        <translation>Setzt %1 fort (%2).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="173"/>
        <source>Everyone who joins is told that you opened a saved game and may know the cards; the game starts once each player has agreed.</source>
        <translation>Alle, die dazukommen, erfahren, dass du ein gespeichertes Spiel geöffnet hast und die Karten vielleicht kennst; das Spiel beginnt, sobald alle Spieler zugestimmt haben.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="195"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="197"/>
        <source>A friend (joins with the code)</source>
        <translation>Ein Freund (tritt mit dem Code bei)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="199"/>
        <source>AI: %1</source>
        <translation>KI: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="200"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
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
        <translation>KI (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="211"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="217"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/inbox.py" line="222"/>
        <source>%n day(s) left</source>
        <translation>
            <numerusform>noch %n Tag</numerusform>
            <numerusform>noch %n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/inbox.py" line="224"/>
        <source>%n hour(s) left</source>
        <translation>
            <numerusform>noch %n Stunde</numerusform>
            <numerusform>noch %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/inbox.py" line="225"/>
        <source>%n minute(s) left</source>
        <translation>
            <numerusform>noch %n Minute</numerusform>
            <numerusform>noch %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="244"/>
        <source>%1, table %2</source>
        <translation>%1, Tisch %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="248"/>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="254"/>
        <source>Hosted here: its server starts when you open it</source>
        <translation>Hier eröffnet: sein Server startet, wenn du ihn öffnest</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="288"/>
        <source>The server does not answer</source>
        <translation>Der Server antwortet nicht</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="68"/>
        <source>The server refused the connection: it may not be running</source>
        <translation>Der Server hat die Verbindung abgelehnt: Vielleicht läuft er nicht</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="69"/>
        <source>The server did not answer in time</source>
        <translation>Der Server hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="70"/>
        <source>The server&apos;s address cannot be found: check your connection to the internet</source>
        <translation>Die Adresse des Servers wurde nicht gefunden: Prüfe deine Verbindung zum Internet</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="72"/>
        <source>The server cannot be reached from this network</source>
        <translation>Der Server ist von diesem Netzwerk aus nicht erreichbar</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="73"/>
        <source>The server closed the connection</source>
        <translation>Der Server hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="258"/>
        <source>Asking the server…</source>
        <translation>Frage den Server…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="260"/>
        <source>The server no longer has this table</source>
        <translation>Der Server hat diesen Tisch nicht mehr</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="262"/>
        <source>The game is over</source>
        <translation>Das Spiel ist aus</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="264"/>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="266"/>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="269"/>
        <source>Waiting for the others</source>
        <translation>Warten auf die anderen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="273"/>
        <source>the server did not answer just now</source>
        <translation>der Server hat eben nicht geantwortet</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="284"/>
        <source>The server sent something this app cannot read (%1)</source>
        <translation>Der Server hat etwas geschickt, das diese App nicht lesen kann (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="303"/>
        <source>Last: you played.</source>
        <translation>Zuletzt: du hast gespielt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="304"/>
        <source>Last: %1 played.</source>
        <translation>Zuletzt: %1 hat gespielt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="325"/>
        <source>Your move in %1</source>
        <translation>Du bist am Zug: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/inbox.py" line="326"/>
        <source>Your move in %1 with %2</source>
        <translation>Du bist am Zug: %1 mit %2</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="222"/>
        <source>Join a table</source>
        <translation>Einem Tisch beitreten</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="226"/>
        <source>To take your seat back at one of your tables, open it from Your tables on the start screen.</source>
        <translation>Um deinen Platz an einem deiner Tische wieder einzunehmen, öffne ihn unter Deine Tische auf dem Startbildschirm.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="232"/>
        <source>Tables on this network:</source>
        <translation>Tische in diesem Netzwerk:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="239"/>
        <source>Looking for tables… (a table elsewhere: type its address and code)</source>
        <translation>Suche Tische… (ein Tisch anderswo: gib seine Adresse und seinen Code ein)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="245"/>
        <source>192.168.1.20:8765 or wss://tables.example.org</source>
        <translation>192.168.1.20:8765 oder wss://tables.example.org</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="246"/>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="250"/>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="253"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="254"/>
        <source>Only watch</source>
        <translation>Nur zuschauen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="261"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="272"/>
        <source>%n free seat(s) of %1</source>
        <translation>
            <numerusform>%n freier Platz von %1</numerusform>
            <numerusform>%n freie Plätze von %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="275"/>
        <source>goes on from a saved game %1 opened: %1 may know the cards</source>
        <translation>geht von einem gespeicherten Spiel weiter, das %1 geöffnet hat: %1 kennt vielleicht die Karten</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="276"/>
        <source>goes on from a saved game the host opened: the host may know the cards</source>
        <translation>geht von einem gespeicherten Spiel weiter, das der Gastgeber geöffnet hat: Der Gastgeber kennt vielleicht die Karten</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="279"/>
        <source>needs another version of Goat Master</source>
        <translation>braucht eine andere Version von Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="301"/>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="306"/>
        <source>Type the table&apos;s address, as its host sees it on their table.</source>
        <translation>Gib die Adresse des Tisches ein, wie sein Gastgeber sie an seinem Tisch sieht.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/dialogs.py" line="308"/>
        <source>A join code is %1 letters and digits.</source>
        <translation>Ein Tischcode hat %1 Buchstaben und Ziffern.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="204"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="206"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="205"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="216"/>
        <source>Thinks up to %1 seconds a move: hard to beat.</source>
        <translation>Denkt bis zu %1 Sekunden pro Zug: schwer zu schlagen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="218"/>
        <source>Answers at once and makes mistakes: a good first opponent.</source>
        <translation>Antwortet sofort und macht Fehler: ein guter erster Gegner.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/forms.py" line="219"/>
        <source>Thinks a moment and plays soundly: a fair game.</source>
        <translation>Denkt kurz nach und spielt solide: ein ausgeglichenes Spiel.</translation>
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
        <translation>Willkommen bei Goat Master</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="42"/>
        <source>Play now</source>
        <translation>Jetzt spielen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="43"/>
        <location filename="../../ui/main_window.ui" line="192"/>
        <source>Make the thinking AI play its best decision so far</source>
        <translation>Die KI ihren bisher besten Zug spielen lassen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="55"/>
        <source>Scores and game log</source>
        <translation>Punkte und Protokoll</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="89"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="102"/>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="112"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="119"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="130"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="131"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="134"/>
        <source>&amp;Choose a game…</source>
        <translation>Spiel &amp;wählen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="135"/>
        <source>Back to the start screen to play another game; this one waits under Continue</source>
        <translation>Zurück zum Startbildschirm, um ein anderes Spiel zu spielen; dieses wartet unter „Weiterspielen“</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="138"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="139"/>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="142"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="143"/>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="146"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="147"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="150"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="151"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="154"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="157"/>
        <source>Re&amp;view the game</source>
        <translation>Partie a&amp;nalysieren</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="158"/>
        <source>The AI weighs a player&apos;s decisions in the finished game: what each one cost, and what was better</source>
        <translation>Die KI bewertet die Entscheidungen eines Spielers in der beendeten Partie: was jede gekostet hat und was besser gewesen wäre</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="161"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="164"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="165"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="168"/>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="169"/>
        <source>A guided first game against the computer: every rule as it comes up</source>
        <translation>Eine geführte erste Partie gegen den Computer: jede Regel genau dann, wenn sie zählt</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="172"/>
        <source>&amp;What can I do now?</source>
        <translation>&amp;Was kann ich jetzt tun?</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="173"/>
        <source>Shift+F1</source>
        <translation>Shift+F1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="176"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="177"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="178"/>
        <source>Back to your previous decision (the AI turns after it are taken back)</source>
        <translation>Zurück zu deiner vorigen Entscheidung (die KI-Züge danach werden zurückgenommen)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="181"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="182"/>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="185"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="186"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="187"/>
        <source>Ask the AI what it would do in your place (it sees only what you see)</source>
        <translation>Die KI fragen, was sie an deiner Stelle täte (sie sieht nur, was du siehst)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="190"/>
        <source>&amp;Play now</source>
        <translation>&amp;Jetzt spielen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="191"/>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="195"/>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="200"/>
        <source>Animations &amp;off</source>
        <translation>Animationen &amp;aus</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="204"/>
        <source>&amp;Fast animations</source>
        <translation>&amp;Schnelle Animationen</translation>
    </message>
</context>
<context>
    <name>MeadowDice</name>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="23"/>
        <source>a cow</source>
        <translation>eine Kuh</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="31"/>
        <source>two cows</source>
        <translation>zwei Kühe</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="32"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="39"/>
        <source>the cow in row %1, column %2</source>
        <translation>die Kuh in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="40"/>
        <source>the %3 in row %1, column %2</source>
        <translation>die %3 in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="45"/>
        <source>the north meadow</source>
        <translation>die Nordweide</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="45"/>
        <source>the east meadow</source>
        <translation>die Ostweide</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="46"/>
        <source>the south meadow</source>
        <translation>die Südweide</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="46"/>
        <source>the west meadow</source>
        <translation>die Westweide</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="62"/>
        <source>a herd of %1 scores %2</source>
        <translation>eine Herde aus %1 bringt %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="63"/>
        <source>a herd of %1 scores %2, %3 more to the next step</source>
        <translation>eine Herde aus %1 bringt %2, noch %3 bis zur nächsten Stufe</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="65"/>
        <source>a herd of %1 scores nothing yet, %2 more to score 2</source>
        <translation>eine Herde aus %1 bringt noch nichts, mit %2 mehr bringt sie 2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="71"/>
        <source>%1 throws %2.</source>
        <translation>%1 würfelt %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="75"/>
        <source>%1 keeps %2.</source>
        <translation>%1 behält %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="78"/>
        <source>%1 throws both dice again.</source>
        <translation>%1 würfelt mit beiden Würfeln noch einmal.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="79"/>
        <source>%1 keeps %2 and throws again the die showing %3.</source>
        <translation>%1 behält %2 und würfelt den Würfel mit %3 noch einmal.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="82"/>
        <source>%1 gets %2: the dice show %3.</source>
        <translation>%1 würfelt %2: die Würfel zeigen %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="85"/>
        <source>%1 marks %2 (one of a pair).</source>
        <translation>%1 kreuzt %2 an (eine von zweien).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="86"/>
        <source>%1 marks %2.</source>
        <translation>%1 kreuzt %2 an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="89"/>
        <source>%1 has nothing to mark: no free cell shows %2.</source>
        <translation>%1 kann nichts ankreuzen: kein freies Feld zeigt %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="90"/>
        <source>either number</source>
        <translation>eine der beiden Zahlen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="94"/>
        <source>The ninth cow is marked: %1 scores %2 for herds of two.</source>
        <translation>Die neunte Kuh ist angekreuzt: %1 erhält %2 für Herden aus zwei.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="99"/>
        <source>The game ends: a shared win at %1 points.</source>
        <translation>Das Spiel ist aus: geteilter Sieg mit %1 Punkten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/words.py" line="101"/>
        <source>The game ends: %1 wins with %2 points to %3.</source>
        <translation>Das Spiel ist aus: %1 gewinnt mit %2 zu %3 Punkten.</translation>
    </message>
</context>
<context>
    <name>MeadowTable</name>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="94"/>
        <source>Throw again</source>
        <translation>Noch einmal würfeln</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="96"/>
        <source>Throw the dice you clicked once more (T)</source>
        <translation>Die angeklickten Würfel noch einmal werfen (T)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="98"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="343"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="138"/>
        <source>Keep the dice (Enter), or click the dice to throw again (keys 1 and 2) and press Throw again (T).</source>
        <translation>Würfel behalten (Eingabe), oder die Würfel zum Neuwerfen anklicken (Tasten 1 und 2) und „Noch einmal würfeln“ drücken (T).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="162"/>
        <source>The game is over: the sheet shows every herd outlined and who won each meadow and trough.</source>
        <translation>Das Spiel ist aus: der Bogen umrandet jede Herde und zeigt, wer welche Weide und welche Tränke gewonnen hat.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="165"/>
        <source>The game ends when no cow is free or at most 5 numbers are free (now %1 cows and %2 numbers).</source>
        <translation>Das Spiel endet, wenn keine Kuh mehr frei ist oder höchstens 5 Zahlen frei sind (jetzt %1 Kühe und %2 Zahlen).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="168"/>
        <source>%1 threw %2. You may throw one die or both once more, or keep them; the faces after that are final. Lit with dotted lines: the cells these dice would let you mark.</source>
        <translation>%1 hat %2 gewürfelt. Du darfst einen Würfel oder beide einmal neu werfen oder sie behalten; danach gelten die Augen. Gestrichelt umrandet: die Felder, die diese Würfel erlauben würden.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="172"/>
        <source>%1 marks with %2. Two cows: mark two free cows. Two numbers: mark one free cell showing either. A cow and a number: mark a free cow, or a free cell of that number, or both if they are exactly one cell apart (in a row, a column or diagonally, whatever lies between).</source>
        <translation>%1 kreuzt mit %2 an. Zwei Kühe: zwei freie Kühe ankreuzen. Zwei Zahlen: ein freies Feld mit einer der beiden ankreuzen. Eine Kuh und eine Zahl: eine freie Kuh, ein freies Feld dieser Zahl, oder beide, wenn genau ein Feld dazwischen liegt (in Zeile, Spalte oder Diagonale, egal was dazwischen ist).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="179"/>
        <source>Points: 3 for each edge meadow where you have more marks, 4 or 2 for each trough you surround with more marks, and your herds (marks joined side by side): 5–9 score 2, 10–14 score 5, 15–19 score 12, 20 or more score 20.</source>
        <translation>Punkte: 3 für jede Randweide, auf der du mehr Zeichen hast, 4 oder 2 für jede Tränke, die du mit mehr Zeichen umgibst, und deine Herden (Zeichen, die sich an einer Seite berühren): 5–9 bringen 2, 10–14 bringen 5, 15–19 bringen 12, ab 20 bringen sie 20.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="208"/>
        <source>%1 throw both dice again. %n of %2 throws give(s) a better mark than the best one now, %3 points on average.</source>
        <translation>
            <numerusform>%1 wirf beide Würfel noch einmal. %n von %2 Würfen gibt ein besseres Feld als das beste jetzt, im Schnitt %3 Punkte.</numerusform>
            <numerusform>%1 wirf beide Würfel noch einmal. %n von %2 Würfen geben ein besseres Feld als das beste jetzt, im Schnitt %3 Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="212"/>
        <source>%1 throw again the die showing %2. %n of its %3 faces give(s) a better mark than the best one now, %4 points on average.</source>
        <translation>
            <numerusform>%1 wirf den Würfel mit %2 noch einmal. %n seiner %3 Seiten gibt ein besseres Feld als das beste jetzt, im Schnitt %4 Punkte.</numerusform>
            <numerusform>%1 wirf den Würfel mit %2 noch einmal. %n seiner %3 Seiten geben ein besseres Feld als das beste jetzt, im Schnitt %4 Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="234"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="234"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="435"/>
        <source>Meadows</source>
        <translation>Weiden</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="234"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="436"/>
        <source>Troughs</source>
        <translation>Tränken</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="234"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="437"/>
        <source>Herds</source>
        <translation>Herden</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="236"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="440"/>
        <source>Herds of two</source>
        <translation>Herden aus zwei</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="237"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="441"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="247"/>
        <source>Meadows: 3 points for each edge meadow where the player has more marks. Troughs: 4 for a big trough and 2 for a small one, where the player has more marks around it. Herds: 2 points for a herd of 5–9 cells, 5 for 10–14, 12 for 15–19, 20 for 20 or more.</source>
        <translation>Weiden: 3 Punkte für jede Randweide, auf der jemand mehr Zeichen hat. Tränken: 4 für eine große und 2 für eine kleine Tränke, um die jemand mehr Zeichen hat. Herden: 2 Punkte für eine Herde aus 5–9 Feldern, 5 für 10–14, 12 für 15–19, 20 für 20 oder mehr.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="252"/>
        <source>Herds of two: 2 points for each herd of two cells after the 9th cow.</source>
        <translation>Herden aus zwei: 2 Punkte für jede Herde aus zwei Feldern nach der neunten Kuh.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="343"/>
        <source>Keep the dice</source>
        <translation>Würfel behalten</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="344"/>
        <source>Keep both dice as they are (Enter)</source>
        <translation>Beide Würfel so behalten (Eingabe)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="141"/>
        <source>Press Done (Enter) or click your choice again to mark it; click another lit cell to choose it instead; Escape drops the choice.</source>
        <translation>Drück Fertig (Eingabe) oder klick deine Wahl noch einmal an, um sie anzukreuzen; klick ein anderes hervorgehobenes Feld an, um stattdessen das zu wählen; Esc verwirft die Wahl.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="144"/>
        <source>Click a linked cell to mark it too; Escape drops the choice.</source>
        <translation>Klick ein verbundenes Feld an, um es auch anzukreuzen; Esc verwirft die Wahl.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="148"/>
        <source>Two cows: choose the last free cow, then press Done.</source>
        <translation>Zwei Kühe: wähl die letzte freie Kuh, dann drück Fertig.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="149"/>
        <source>Two cows: choose two free cows, one after the other, then press Done.</source>
        <translation>Zwei Kühe: wähl nacheinander zwei freie Kühe, dann drück Fertig.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="152"/>
        <source>Choose a lit cell showing %1, then press Done (arrows and Enter work too).</source>
        <translation>Wähl ein hervorgehobenes Feld mit %1, dann drück Fertig (Pfeiltasten und Eingabe gehen auch).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="154"/>
        <source>Choose a lit cell showing %1 or %2, then press Done (arrows and Enter work too).</source>
        <translation>Wähl ein hervorgehobenes Feld mit %1 oder %2, dann drück Fertig (Pfeiltasten und Eingabe gehen auch).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="156"/>
        <source>A cow and a %1: choose a lit cow or %1, or two cells joined by a dotted link, then press Done (arrows and Enter work too).</source>
        <translation>Eine Kuh und eine %1: wähl eine hervorgehobene Kuh oder %1 oder zwei gepunktet verbundene Felder, dann drück Fertig (Pfeiltasten und Eingabe gehen auch).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="189"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="202"/>
        <source>%1 keep the dice. The best mark they allow gains %2 points; throwing both again gives a better one in only %3 of %4 throws.</source>
        <translation>%1 behalte die Würfel. Das beste Feld, das sie erlauben, bringt %2 Punkte; beide noch einmal zu werfen gibt nur in %3 von %4 Würfen ein besseres.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="345"/>
        <source>Mark what you chose (Enter or D)</source>
        <translation>Deine Wahl ankreuzen (Eingabe oder D)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="410"/>
        <source>%n mark(s) · biggest herd %1</source>
        <translation>
            <numerusform>%n Zeichen · größte Herde %1</numerusform>
            <numerusform>%n Zeichen · größte Herde %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="416"/>
        <source>A shared win at %1 points!</source>
        <translation>Geteilter Sieg mit %1 Punkten!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="417"/>
        <source>%1 wins, %2 to %3!</source>
        <translation>%1 gewinnt, %2 zu %3!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="419"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="420"/>
        <source>On the sheet: every herd outlined, and the meadows and troughs filled in the colour of the player who won them.</source>
        <translation>Auf dem Bogen: jede Herde umrandet, und Weiden und Tränken in der Farbe dessen, der sie gewonnen hat.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="423"/>
        <source>Turn %1 · %2 cows and %3 numbers free</source>
        <translation>Zug %1 · %2 Kühe und %3 Zahlen frei</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="425"/>
        <source>Badges: each player&apos;s marks in a meadow or around a trough, and the points it is worth in the colour of the leader; the number on a herd&apos;s corner is its size.</source>
        <translation>Plaketten: die Zeichen jedes Spielers auf einer Weide oder um eine Tränke und die Punkte in der Farbe dessen, der vorn liegt; die Zahl an der Ecke einer Herde ist ihre Größe.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="430"/>
        <source>%1 may throw one or both dice again.</source>
        <translation>%1 darf einen oder beide Würfel noch einmal werfen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="432"/>
        <source>%1 marks with %2.</source>
        <translation>%1 kreuzt mit %2 an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="447"/>
        <source>this trough</source>
        <translation>diese Tränke</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="452"/>
        <source>crosses %1, circles %2</source>
        <translation>Kreuze %1, Kreise %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="454"/>
        <source>nobody wins it on a tie</source>
        <translation>bei Gleichstand gewinnt sie niemand</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="454"/>
        <source>tied: nobody would score it</source>
        <translation>Gleichstand: niemand bekäme die Punkte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="456"/>
        <source>%1 wins it</source>
        <translation>%1 gewinnt sie</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="456"/>
        <source>%1 leads</source>
        <translation>%1 liegt vorn</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="457"/>
        <source>%1 is worth %2 points to the player with more marks there: %3; %4.</source>
        <translation>%1 bringt %2 Punkte für den, der dort mehr Zeichen hat: %3; %4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="466"/>
        <source>The dice are final now.</source>
        <translation>Die Würfel gelten jetzt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="478"/>
        <source>Click the dice you want to throw again first (or press 1 and 2).</source>
        <translation>Zuerst die Würfel anklicken, die du neu werfen willst (oder 1 und 2 drücken).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="596"/>
        <source>Dice: %1</source>
        <translation>Würfel: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="596"/>
        <source>Dice: not thrown</source>
        <translation>Würfel: noch nicht geworfen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="597"/>
        <source>Die %1: %2</source>
        <translation>Würfel %1: %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="601"/>
        <source>Sheet</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="602"/>
        <source>Row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="607"/>
        <source>Meadows and troughs</source>
        <translation>Wiesen und Tränken</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="611"/>
        <source>Your moves</source>
        <translation>Deine Züge</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="617"/>
        <source>a trough in row %1, column %2</source>
        <translation>eine Tränke in Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="622"/>
        <source>%1, marked by %2</source>
        <translation>%1, angekreuzt von %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="624"/>
        <source>%1, free</source>
        <translation>%1, frei</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="637"/>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="638"/>
        <source>Keep both dice as they are.</source>
        <translation>Beide Würfel so behalten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="642"/>
        <source>Throw both dice again</source>
        <translation>Beide Würfel neu werfen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="643"/>
        <source>The dice show %1: throw both once more.</source>
        <translation>Die Würfel zeigen %1: beide noch einmal werfen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="647"/>
        <source>Throw again the die showing %1</source>
        <translation>Den Würfel mit %1 neu werfen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="654"/>
        <source>Mark %1</source>
        <translation>%1 ankreuzen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="667"/>
        <source>This die shows %1 and will be thrown again: click it (or press %2) to keep it.</source>
        <translation>Dieser Würfel zeigt %1 und wird neu geworfen: anklicken (oder %2 drücken), um ihn zu behalten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="669"/>
        <source>This die shows %1: click it (or press %2) to throw it again.</source>
        <translation>Dieser Würfel zeigt %1: anklicken (oder %2 drücken), um ihn neu zu werfen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="671"/>
        <source>This die shows %1.</source>
        <translation>Dieser Würfel zeigt %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="679"/>
        <source>%1: marked by %2.</source>
        <translation>%1: angekreuzt von %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="690"/>
        <source>Or mark it with a linked cell: click one, then the other.</source>
        <translation>Oder zusammen mit einem verbundenen Feld ankreuzen: erst das eine, dann das andere anklicken.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="693"/>
        <source>Pick %1, then click another free cow to mark both.</source>
        <translation>%1 vormerken, dann eine andere freie Kuh anklicken, um beide anzukreuzen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="694"/>
        <source>The dice do not let you mark %1.</source>
        <translation>Mit diesen Würfeln kannst du %1 nicht ankreuzen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="653"/>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="705"/>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="712"/>
        <source>takes %1</source>
        <translation>gewinnt %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="712"/>
        <source>ties %1</source>
        <translation>gleicht bei %1 aus</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="716"/>
        <source>takes a trough worth %1</source>
        <translation>gewinnt eine Tränke, die %1 bringt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="717"/>
        <source>ties a trough worth %1</source>
        <translation>gleicht bei einer Tränke aus, die %1 bringt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="719"/>
        <source>Mark %1: %2 points now (%3).</source>
        <translation>%1 ankreuzen: jetzt %2 Punkte (%3).</translation>
    </message>
</context>
<context>
    <name>MeadowTutorial</name>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="94"/>
        <source>Welcome to Meadow Dice! You and Hugo pencil marks on one shared sheet: you draw crosses, Hugo circles. Each cell shows a number from 1 to 5 or a cow; the water troughs can never be marked.</source>
        <translation>Willkommen bei Wiesenwürfel! Du und Hugo kreuzt auf einem gemeinsamen Bogen an: Du malst Kreuze, Hugo Kreise. Jedes Feld zeigt eine Zahl von 1 bis 5 oder eine Kuh; die Tränken darf man nie ankreuzen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="100"/>
        <source>Every turn starts with a throw of both dice. A die shows 1 to 5 or a cow. You threw a 1 and a 2.</source>
        <translation>Jeder Zug beginnt mit einem Wurf beider Würfel. Ein Würfel zeigt 1 bis 5 oder eine Kuh. Du hast eine 1 und eine 2 geworfen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="105"/>
        <source>What scores at the end: each edge meadow (the outer rows and columns) gives 3 points to whoever has more marks in it; each trough gives 4 or 2 to whoever has more marks around it; and your herds, marks joined side by side.</source>
        <translation>Was am Ende zählt: Jede Randweide (die äußeren Zeilen und Spalten) bringt 3 Punkte für den, der dort mehr Zeichen hat; jede Tränke bringt 4 oder 2 für den, der mehr Zeichen um sie herum hat; und deine Herden, Felder, die Seite an Seite liegen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="111"/>
        <source>You may throw one die or both once more; then the faces are final. Keep the 1 and throw the 2 again: click the die showing &lt;b&gt;2&lt;/b&gt;, then &lt;b&gt;Throw again&lt;/b&gt;.</source>
        <translation>Du darfst einen Würfel oder beide noch einmal werfen, einmal; danach gelten die Augen. Behalte die 1 und wirf die 2 noch einmal: Klick den Würfel mit der &lt;b&gt;2&lt;/b&gt; an, dann &lt;b&gt;Noch einmal würfeln&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="114"/>
        <source>Click the die showing 2 so that it lifts, then press Throw again (T).</source>
        <translation>Klick den Würfel mit der 2 an, damit er sich hebt, dann drück Noch einmal würfeln (T).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="117"/>
        <source>A 1 and a 2: mark one free cell showing either. Choose the &lt;b&gt;1 in row 1, column 3&lt;/b&gt; (a click), then press &lt;b&gt;Done&lt;/b&gt;. It counts for the north meadow and lies beside a trough.</source>
        <translation>Eine 1 und eine 2: Kreuz ein freies Feld mit einer der beiden Zahlen an. Wähl die &lt;b&gt;1 in Zeile 1, Spalte 3&lt;/b&gt; (ein Klick), dann drück &lt;b&gt;Fertig&lt;/b&gt;. Sie zählt für die Nordweide und liegt an einer Tränke.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="121"/>
        <source>Click the lit 1 in row 1, column 3, then press Done (Enter).</source>
        <translation>Klick die hervorgehobene 1 in Zeile 1, Spalte 3 an, dann drück Fertig (Eingabe).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="124"/>
        <source>Hugo threw a cow and a 5 and marked both: a cow and a number exactly one cell apart (two steps along a row, a column or a diagonal) may be marked together.</source>
        <translation>Hugo hat eine Kuh und eine 5 geworfen und beide angekreuzt: Eine Kuh und eine Zahl genau ein Feld auseinander (zwei Schritte in einer Zeile, Spalte oder Diagonale) dürfen zusammen angekreuzt werden.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="129"/>
        <source>A 1 and a 4 give you little here. Throw &lt;b&gt;both&lt;/b&gt; dice again: click each die, then Throw again.</source>
        <translation>Mit einer 1 und einer 4 kannst du hier wenig anfangen. Wirf &lt;b&gt;beide&lt;/b&gt; Würfel noch einmal: Klick beide an, dann Noch einmal würfeln.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="132"/>
        <source>Click both dice so that they lift, then press Throw again (T).</source>
        <translation>Klick beide Würfel an, damit sie sich heben, dann drück Noch einmal würfeln (T).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="135"/>
        <source>A cow and a 4! Mark the &lt;b&gt;cow in row 5, column 5&lt;/b&gt; and the &lt;b&gt;4 in row 7, column 3&lt;/b&gt; together: click the cow, then the 4 its dotted line leads to, then Done.</source>
        <translation>Eine Kuh und eine 4! Kreuz die &lt;b&gt;Kuh in Zeile 5, Spalte 5&lt;/b&gt; und die &lt;b&gt;4 in Zeile 7, Spalte 3&lt;/b&gt; zusammen an: Klick die Kuh an, dann die 4, zu der ihre gepunktete Linie führt, dann Fertig.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="138"/>
        <source>Click the cow in row 5, column 5, then the 4 in row 7, column 3, then press Done.</source>
        <translation>Klick die Kuh in Zeile 5, Spalte 5 an, dann die 4 in Zeile 7, Spalte 3, dann drück Fertig.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="141"/>
        <source>Hugo threw two cows: two cows mark any two free cows on the sheet.</source>
        <translation>Hugo hat zwei Kühe geworfen: Mit zwei Kühen kreuzt man zwei beliebige freie Kühe auf dem Bogen an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="145"/>
        <source>Play a turn by yourself. The lit cells are the ones your dice let you mark. Stuck? Hint shows what the computer would do, and Enter takes it.</source>
        <translation>Spiel einen Zug allein. Die hervorgehobenen Felder darfst du mit deinen Würfeln ankreuzen. Unsicher? Tipp zeigt, was der Computer tun würde, und die Eingabetaste übernimmt es.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="150"/>
        <source>Two cows for you! Keep them: press &lt;b&gt;Keep the dice&lt;/b&gt;.</source>
        <translation>Zwei Kühe für dich! Behalte sie: Drück &lt;b&gt;Würfel behalten&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="152"/>
        <source>Press Keep the dice (Enter).</source>
        <translation>Drück Würfel behalten (Eingabe).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="154"/>
        <source>Two cows for you! Two cows mark any two free cows on the sheet: keep them, or throw again.</source>
        <translation>Zwei Kühe für dich! Mit zwei Kühen kreuzt man zwei beliebige freie Kühe auf dem Bogen an: Behalte sie oder würfle noch einmal.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="157"/>
        <source>Mark two free cows anywhere. Take the corners: &lt;b&gt;row 1, column 8&lt;/b&gt; and &lt;b&gt;row 8, column 1&lt;/b&gt;. A corner lies in two meadows at once.</source>
        <translation>Kreuz zwei beliebige freie Kühe an. Nimm die Ecken: &lt;b&gt;Zeile 1, Spalte 8&lt;/b&gt; und &lt;b&gt;Zeile 8, Spalte 1&lt;/b&gt;. Eine Ecke gehört zu zwei Weiden zugleich.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="160"/>
        <source>Click the cow in row 1, column 8, then the cow in row 8, column 1, then Done.</source>
        <translation>Klick die Kuh in Zeile 1, Spalte 8 an, dann die Kuh in Zeile 8, Spalte 1, dann Fertig.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="162"/>
        <source>Mark two free cows anywhere. A corner lies in two meadows at once.</source>
        <translation>Kreuz zwei beliebige freie Kühe an. Eine Ecke liegt in zwei Weiden zugleich.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="166"/>
        <source>Mark the &lt;b&gt;5 in row 6, column 5&lt;/b&gt;: it joins your cow above it and your cow beside it into a herd of three. A herd of 5 to 9 marks scores 2, of 10 to 14 scores 5, of 15 to 19 scores 12, of 20 or more 20.</source>
        <translation>Kreuz die &lt;b&gt;5 in Zeile 6, Spalte 5&lt;/b&gt; an: Sie verbindet deine Kuh darüber und deine Kuh daneben zu einer Herde aus drei. Eine Herde aus 5 bis 9 Feldern bringt 2, aus 10 bis 14 bringt 5, aus 15 bis 19 bringt 12, aus 20 oder mehr 20.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="170"/>
        <source>Click the 5 in row 6, column 5, then press Done.</source>
        <translation>Klick die 5 in Zeile 6, Spalte 5 an, dann drück Fertig.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="172"/>
        <source>The ringed cell lies beside one of your marks: marked, it joins them into a herd. A herd of 5 to 9 marks scores 2, of 10 to 14 scores 5, of 15 to 19 scores 12, of 20 or more 20.</source>
        <translation>Das eingekreiste Feld liegt neben einem deiner Zeichen: Angekreuzt verbindet es sie zu einer Herde. Eine Herde aus 5 bis 9 Feldern bringt 2, aus 10 bis 14 bringt 5, aus 15 bis 19 bringt 12, aus 20 oder mehr 20.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="177"/>
        <source>Mark the &lt;b&gt;3 in row 7, column 4&lt;/b&gt;, just below the big trough: you then have three marks around it against Hugo&apos;s two: for now, the trough&apos;s 4 points are yours.</source>
        <translation>Kreuz die &lt;b&gt;3 in Zeile 7, Spalte 4&lt;/b&gt; an, direkt unter der großen Tränke: Dann hast du drei Felder um sie herum gegen zwei von Hugo; vorerst gehören dir ihre 4 Punkte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="180"/>
        <source>Click the 3 in row 7, column 4, then press Done.</source>
        <translation>Klick die 3 in Zeile 7, Spalte 4 an, dann drück Fertig.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="182"/>
        <source>The ringed cell lies beside a trough. Whoever has more marks around a trough at the end scores its points: 4 for a big one, 2 for a small one.</source>
        <translation>Das eingekreiste Feld liegt neben einer Tränke. Wer am Ende mehr Zeichen um eine Tränke hat, bekommt ihre Punkte: 4 für eine große, 2 für eine kleine.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="187"/>
        <source>Play the rest by yourself. The game ends after a turn that leaves no cow free, or five numbers or fewer.</source>
        <translation>Spiel den Rest allein. Das Spiel endet nach einem Zug, der keine Kuh mehr frei lässt oder nur noch fünf Zahlen oder weniger.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="192"/>
        <source>The game is over. Every meadow and trough shows its winner&apos;s colour, and every herd is outlined with its points. The highest total wins.</source>
        <translation>Das Spiel ist aus. Jede Weide und jede Tränke zeigt die Farbe ihres Gewinners, und jede Herde ist mit ihren Punkten umrandet. Die höchste Summe gewinnt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/tutorial.py" line="196"/>
        <source>That is Meadow Dice! Next, try a New game against an easy, normal or hard opponent, on another sheet, or with a friend at this screen. The rules are under Help (F1), and so is this lesson.</source>
        <translation>Das ist Wiesenwürfel! Versuch als Nächstes ein Neues Spiel gegen einen leichten, normalen oder schweren Gegner, auf einem anderen Bogen oder mit jemandem an diesem Bildschirm. Die Regeln findest du unter Hilfe (F1), diese Lektion auch.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="111"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="112"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="120"/>
        <source>The colour of this seat&apos;s pawn, stable and markers</source>
        <translation>Die Farbe von Spielfigur, Stall und Markierungen dieses Platzes</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="122"/>
        <source>The name shown at the table</source>
        <translation>Der Name, der am Tisch steht</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="125"/>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="127"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="129"/>
        <source>Player %1 is</source>
        <translation>Spieler %1 ist</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="130"/>
        <source>Level of player %1</source>
        <translation>Stufe von Spieler %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="132"/>
        <source>A person at this screen, or a computer goat</source>
        <translation>Ein Mensch am Bildschirm oder eine Computer-Ziege</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="133"/>
        <source>How hard the computer player thinks</source>
        <translation>Wie gründlich der Computer nachdenkt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="194"/>
        <source>New game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="206"/>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="218"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="223"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="223"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="224"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="224"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="396"/>
        <source>At least one seat must be a human player.</source>
        <translation>Mindestens ein Platz muss ein Mensch sein.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/new_game_dialog.py" line="402"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="6"/>
        <location filename="../../ui/new_game_dialog.ui" line="30"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="35"/>
        <source>Who sits at the table? Seat 1 plays first, then play goes round in seat order.</source>
        <translation>Wer sitzt am Tisch? Platz 1 beginnt, dann geht es reihum.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="45"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="53"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Anzahl Spieler:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="84"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="93"/>
        <source>Deal</source>
        <translation>Austeilen</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="101"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Spielnummer:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="108"/>
        <source>The same deal number and the same number of players give the same cards</source>
        <translation>Gleiche Spielnummer und gleiche Spielerzahl ergeben die gleichen Karten</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="113"/>
        <source>&amp;Shuffle</source>
        <translation>&amp;Mischen</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="114"/>
        <source>Pick a new random deal number</source>
        <translation>Eine neue zufällige Spielnummer ziehen</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.ui" line="128"/>
        <source>Share the number to let friends play the same deal, or type one in to replay it.</source>
        <translation>Teile die Nummer, damit Freunde dieselben Karten bekommen, oder gib eine ein, um sie nachzuspielen.</translation>
    </message>
</context>
<context>
    <name>OnlineGameWindow</name>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="73"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="78"/>
        <source>Join code: %1</source>
        <translation>Tischcode: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="82"/>
        <source>Friends join this table with its code (and this machine&apos;s address)</source>
        <translation>Freunde treten diesem Tisch mit seinem Code bei (und der Adresse dieses Rechners)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="83"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="95"/>
        <source>Agree and play on</source>
        <translation>Einverstanden, weiterspielen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="103"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="109"/>
        <source>Level of the AI to seat</source>
        <translation>Stufe der KI zum Hinsetzen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="114"/>
        <source>Seat an AI</source>
        <translation>KI hinsetzen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="117"/>
        <source>An AI plays the chosen open seat, or a seat whose player is away (until they come back)</source>
        <translation>Eine KI spielt den gewählten freien Platz oder den Platz eines abwesenden Spielers (bis er zurückkommt)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="127"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="132"/>
        <source>Say something to the table…</source>
        <translation>Sag etwas zum Tisch…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="133"/>
        <source>Message to the table</source>
        <translation>Nachricht an den Tisch</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="145"/>
        <source>open: waiting for a friend</source>
        <translation>frei: wartet auf einen Freund</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="147"/>
        <source>AI (%1)</source>
        <translation>KI (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="149"/>
        <source>away: an AI plays for now</source>
        <translation>abwesend: eine KI spielt solange</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="151"/>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="153"/>
        <source>here</source>
        <translation>da</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="154"/>
        <source> (you)</source>
        <translation> (du)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="176"/>
        <source>%n day(s) left</source>
        <translation>
            <numerusform>noch %n Tag</numerusform>
            <numerusform>noch %n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="178"/>
        <source>%n hour(s) left</source>
        <translation>
            <numerusform>noch %n Stunde</numerusform>
            <numerusform>noch %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="179"/>
        <source>%n minute(s) left</source>
        <translation>
            <numerusform>noch %n Minute</numerusform>
            <numerusform>noch %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="189"/>
        <source>This game goes on from a saved game %1 opened: %1 may know the cards.</source>
        <translation>Dieses Spiel geht von einem gespeicherten Spiel weiter, das %1 geöffnet hat: %1 kennt vielleicht die Karten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="190"/>
        <source>This game goes on from a saved game the host opened: the host may know the cards.</source>
        <translation>Dieses Spiel geht von einem gespeicherten Spiel weiter, das der Gastgeber geöffnet hat: Der Gastgeber kennt vielleicht die Karten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="193"/>
        <source>It starts once every player has agreed.</source>
        <translation>Es beginnt, sobald alle Spieler zugestimmt haben.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="207"/>
        <source>Every seat has its player.</source>
        <translation>Jeder Platz hat seinen Spieler.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="223"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Verbindung verloren: verbinde neu…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="223"/>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="241"/>
        <source>Since you last looked, the AI made %n move(s) for you:</source>
        <translation>
            <numerusform>Seit du zuletzt geschaut hast, hat die KI %n Zug für dich gemacht:</numerusform>
            <numerusform>Seit du zuletzt geschaut hast, hat die KI %n Züge für dich gemacht:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="242"/>
        <source>Since you last looked:</source>
        <translation>Seit du zuletzt geschaut hast:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="248"/>
        <source>table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="250"/>
        <source>%1 (your move at %n other table(s))</source>
        <translation>
            <numerusform>%1 (du bist an %n anderen Tisch am Zug)</numerusform>
            <numerusform>%1 (du bist an %n anderen Tischen am Zug)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="266"/>
        <source>The game starts once every player has agreed to play on from the saved game.</source>
        <translation>Das Spiel beginnt, sobald alle Spieler zugestimmt haben, das gespeicherte Spiel weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="269"/>
        <source>You are watching this table.</source>
        <translation>Du schaust diesem Tisch zu.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="273"/>
        <source>A game at a shared table can be saved once it is over.</source>
        <translation>Eine Partie an einem geteilten Tisch kann gespeichert werden, sobald sie vorbei ist.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="282"/>
        <source>The server&apos;s file of the game is broken: %1</source>
        <translation>Die Datei der Partie vom Server ist beschädigt: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="299"/>
        <source>A new game at this table: good luck!</source>
        <translation>Ein neues Spiel an diesem Tisch: viel Glück!</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/window.py" line="309"/>
        <source>A new deal at this table, for everyone at it</source>
        <translation>Neu geben an diesem Tisch, für alle, die daran sitzen</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="31"/>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="32"/>
        <source>File Folder</source>
        <translation>Dateiordner</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="33"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="34"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="35"/>
        <source>Shortcut</source>
        <translation>Verknüpfung</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="36"/>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="37"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="29"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/file_dialogs.py" line="30"/>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="19"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="20"/>
        <source>Wait: the pasture is being refilled.</source>
        <translation>Moment: Die Weide wird aufgefüllt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="21"/>
        <source>%1: first play a card from your hand.</source>
        <translation>%1: Spiel zuerst eine Karte aus deiner Hand.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="22"/>
        <source>That is not a card.</source>
        <translation>Das ist keine Karte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="23"/>
        <source>%1: that card is not in your hand.</source>
        <translation>%1: Diese Karte ist nicht in deiner Hand.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="24"/>
        <source>%1: now take a card from your pawn&apos;s row or column.</source>
        <translation>%1: Nimm jetzt eine Karte aus der Reihe oder Spalte deiner Spielfigur.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="25"/>
        <source>%1: a card can still be taken, so you must take one.</source>
        <translation>%1: Es kann noch eine Karte genommen werden, also musst du eine nehmen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="27"/>
        <source>That is not a place on the pasture.</source>
        <translation>Das ist kein Feld der Weide.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="28"/>
        <source>%1: you can only take a card in your pawn&apos;s row or column.</source>
        <translation>%1: Du kannst nur eine Karte aus der Reihe oder Spalte deiner Spielfigur nehmen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="30"/>
        <source>There is no card there.</source>
        <translation>Dort liegt keine Karte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="31"/>
        <source>A card with a marker on it cannot be taken.</source>
        <translation>Eine Karte mit Markierung kann nicht genommen werden.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="32"/>
        <source>%1: move one of your marked cards with the dog, or let it be.</source>
        <translation>%1: Verschieb eine deiner markierten Karten mit dem Hund, oder lass es.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="34"/>
        <source>%1 must first say yes or no to the dog move.</source>
        <translation>%1 muss erst Ja oder Nein zum Zug des Hundes sagen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="35"/>
        <source>%1: the dog can only move a card with your marker.</source>
        <translation>%1: Der Hund kann nur eine Karte mit deiner Markierung verschieben.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="37"/>
        <source>The dog moves a card within its row or column only.</source>
        <translation>Der Hund verschiebt eine Karte nur in ihrer Reihe oder Spalte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="39"/>
        <source>%1: the dog cannot swap two of your own marked cards.</source>
        <translation>%1: Der Hund kann nicht zwei deiner eigenen markierten Karten tauschen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="41"/>
        <source>%1 has already said no to this move.</source>
        <translation>%1 hat diesen Zug schon abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="42"/>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/refusals.py" line="50"/>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>RemoteModel</name>
    <message>
        <location filename="../../goatmaster/app/online/remote_model.py" line="131"/>
        <source>The table server sent something this app cannot show: %1</source>
        <translation>Der Tisch-Server hat etwas geschickt, das diese App nicht zeigen kann: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/remote_model.py" line="191"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="57"/>
        <source>Back to the deal</source>
        <translation>Zurück zum Anfang</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="58"/>
        <source>One turn back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="59"/>
        <location filename="../../goatmaster/views/replay_bar.py" line="119"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="61"/>
        <source>Play the game turn by turn, by itself</source>
        <translation>Die Partie Zug für Zug von selbst abspielen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="66"/>
        <source>One turn forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="68"/>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="83"/>
        <source>Re&amp;view</source>
        <translation>A&amp;nalysieren</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="85"/>
        <source>Weigh a player&apos;s decisions with the AI: what each one cost, and what was better</source>
        <translation>Die Entscheidungen eines Spielers mit der KI bewerten: was jede gekostet hat und was besser gewesen wäre</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="88"/>
        <source>Close replay</source>
        <translation>Wiederholung schließen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="119"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/replay_bar.py" line="147"/>
        <source>Turn %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="28"/>
        <source>This throw again gave a better mark than the dice kept in only %1 of %2 throws.</source>
        <translation>Dieser neue Wurf gab nur in %1 von %2 Würfen ein besseres Feld als die behaltenen Würfel.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="31"/>
        <source>Throwing again gave a better mark than these dice in %1 of %2 throws.</source>
        <translation>Noch einmal zu werfen gab in %1 von %2 Würfen ein besseres Feld als diese Würfel.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="41"/>
        <source>The best mark found scores 1 more point at once.</source>
        <translation>Das beste gefundene Feld bringt sofort 1 Punkt mehr.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="43"/>
        <source>The best mark found scores %1 more points at once.</source>
        <translation>Das beste gefundene Feld bringt sofort %1 Punkte mehr.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/meadow_dice/ai/explain.py" line="44"/>
        <source>This mark scores as much at once; the best found leaves the sheet better placed for the marks to come.</source>
        <translation>Dieses Feld bringt sofort genauso viel; das beste gefundene lässt den Bogen besser für die kommenden Felder.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/search/review.py" line="343"/>
        <source>The best found scores 1 more point at once.</source>
        <translation>Der beste gefundene Zug bringt sofort 1 Punkt mehr.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/search/review.py" line="345"/>
        <source>The best found scores %1 more points at once.</source>
        <translation>Der beste gefundene Zug bringt sofort %1 Punkte mehr.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/search/review.py" line="347"/>
        <source>This move scores more at once; the best found is worth more by the end of the game.</source>
        <translation>Dieser Zug bringt sofort mehr; der beste gefundene ist bis zum Ende der Partie mehr wert.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/search/review.py" line="349"/>
        <source>Both score alike at once; the difference comes later in the game.</source>
        <translation>Beide bringen sofort gleich viel; der Unterschied zeigt sich später in der Partie.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="35"/>
        <source>This play laid the fourth %1 card and gave %2 the %1 majority: a bigger display of it than yours (R15).</source>
        <translation>Dieser Zug legte die vierte %1-Karte und gab %2 die Mehrheit bei %1: die Auslage von %2 davon ist größer als deine (R15).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="41"/>
        <source>The best found wins %1 at once: 8 or more points of it in your display (R14).</source>
        <translation>Der beste gefundene Zug gewinnt %1 sofort: 8 oder mehr Punkte davon in deiner Auslage (R14).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="43"/>
        <source>The best found lays the fourth %1 card and wins the type: your display of it is the biggest (R15).</source>
        <translation>Der beste gefundene Zug legt die vierte %1-Karte und gewinnt die Art: deine Auslage davon ist die größte (R15).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="47"/>
        <source>This %1 card was dead: its type is decided, so playing it scored nothing and only moved your pawn (R13).</source>
        <translation>Diese %1-Karte war tot: ihre Art ist schon entschieden, sie auszuspielen brachte nichts und zog nur deine Figur (R13).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="54"/>
        <source>The best dog move joins 1 more of your cards to your stable: it counts double (R20).</source>
        <translation>Der beste Hundezug verbindet 1 weitere deiner Karten mit deinem Stall: sie zählt doppelt (R20).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/ai/explain.py" line="56"/>
        <source>The best dog move joins %1 more of your cards to your stable: they count double (R20).</source>
        <translation>Der beste Hundezug verbindet %1 weitere deiner Karten mit deinem Stall: sie zählen doppelt (R20).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="29"/>
        <source>This play completes row %1 for you: its red token, −%2, is yours (T9).</source>
        <translation>Dieser Zug vervollständigt Reihe %1 für dich: ihr rotes Plättchen, −%2, geht an dich (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="31"/>
        <source>This play completes row %1 for %2: its black token, +%3, goes to them (T9).</source>
        <translation>Dieser Zug vervollständigt Reihe %1 für %2: ihr schwarzes Plättchen, +%3, geht an %2 (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="33"/>
        <source>This play puts you in the lead on row %1, whose red token costs −%2 when the row is complete (T9).</source>
        <translation>Dieser Zug bringt dich in Reihe %1 in Führung, deren rotes Plättchen −%2 kostet, wenn die Reihe voll ist (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="35"/>
        <source>This play puts %2 in the lead on row %1, whose black token is worth +%3 when the row is complete (T8, T9).</source>
        <translation>Dieser Zug bringt %2 in Reihe %1 in Führung, deren schwarzes Plättchen +%3 wert ist, wenn die Reihe voll ist (T8, T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="38"/>
        <source>The best found completes row %1 for you: its black token, +%2 (T9).</source>
        <translation>Der beste gefundene Zug vervollständigt Reihe %1 für dich: ihr schwarzes Plättchen, +%2 (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="40"/>
        <source>The best found completes row %1 for %2: its red token, −%3, goes to them (T9).</source>
        <translation>Der beste gefundene Zug vervollständigt Reihe %1 für %2: ihr rotes Plättchen, −%3, geht an %2 (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="42"/>
        <source>The best found puts you in the lead on row %1, for its black token, +%2 (T9).</source>
        <translation>Der beste gefundene Zug bringt dich in Reihe %1 in Führung, für ihr schwarzes Plättchen, +%2 (T9).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/ai/explain.py" line="44"/>
        <source>The best found puts %2 in the lead on row %1, whose red token costs −%3 (T8, T9).</source>
        <translation>Der beste gefundene Zug bringt %2 in Reihe %1 in Führung, deren rotes Plättchen −%3 kostet (T8, T9).</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="63"/>
        <source>&amp;Decisions of:</source>
        <translation>&amp;Entscheidungen von:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="74"/>
        <source>%v of %m decisions</source>
        <translation>%v von %m Entscheidungen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="75"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="77"/>
        <source>Stop the review: the decisions weighed so far stay shown</source>
        <translation>Die Analyse anhalten: die bisher bewerteten Entscheidungen bleiben sichtbar</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="89"/>
        <source>Decisions reviewed</source>
        <translation>Geprüfte Entscheidungen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="91"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="92"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="92"/>
        <source>What was played, and below it the best the search found</source>
        <translation>Was gespielt wurde, und darunter der beste Zug, den die Suche gefunden hat</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="93"/>
        <source>Lost</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="93"/>
        <source>Points this decision gave up against the best found, as the search expects them</source>
        <translation>Punkte, die diese Entscheidung gegenüber dem besten gefundenen Zug hergab, wie die Suche sie erwartet</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="159"/>
        <source>nothing better</source>
        <translation>nichts Besseres</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/views/review_panel.py" line="187"/>
        <source>%n decision(s) to weigh: each is searched again from what the player could see then.</source>
        <translation>
            <numerusform>%n Entscheidung zu bewerten: Sie wird neu durchsucht, ausgehend von dem, was der Spieler damals sehen konnte.</numerusform>
            <numerusform>%n Entscheidungen zu bewerten: Jede wird neu durchsucht, ausgehend von dem, was der Spieler damals sehen konnte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="189"/>
        <source>This seat had no decision to make.</source>
        <translation>Dieser Platz hatte nichts zu entscheiden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/views/review_panel.py" line="193"/>
        <source>%1: %n decision(s) weighed, %2 points lost, %3 a decision.</source>
        <translation>
            <numerusform>%1: %n Entscheidung bewertet, %2 Punkte verloren, %3 pro Entscheidung.</numerusform>
            <numerusform>%1: %n Entscheidungen bewertet, %2 Punkte verloren, %3 pro Entscheidung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/views/review_panel.py" line="195"/>
        <source>%n marked (a loss over %1 points).</source>
        <translation>
            <numerusform>%n markiert (ein Verlust von mehr als %1 Punkten).</numerusform>
            <numerusform>%n markiert (ein Verlust von mehr als %1 Punkten).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="198"/>
        <source>Costliest: %1.</source>
        <translation>Am teuersten: %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="199"/>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="201"/>
        <source>%1 of %2 decisions weighed.</source>
        <translation>%1 von %2 Entscheidungen bewertet.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="206"/>
        <source>Turn %1: %2 (expected margin %3).</source>
        <translation>Zug %1: %2 (erwarteter Abstand %3).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="208"/>
        <source>Best found: %1 (%2), %3 points better.</source>
        <translation>Bester gefundener Zug: %1 (%2), %3 Punkte besser.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="211"/>
        <source>The search found nothing better.</source>
        <translation>Die Suche hat nichts Besseres gefunden.</translation>
    </message>
</context>
<context>
    <name>ReviewStrip</name>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="266"/>
        <source>Where the game turned: each bar a decision, as tall as the points it lost; click one to see it</source>
        <translation>Wo die Partie kippte: jeder Balken eine Entscheidung, so hoch wie die verlorenen Punkte; klicke einen an, um ihn zu sehen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/review_panel.py" line="322"/>
        <source>Turn %1: %2 points lost</source>
        <translation>Zug %1: %2 Punkte verloren</translation>
    </message>
</context>
<context>
    <name>Rows</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="25"/>
        <source>red %1</source>
        <translation>die rote %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="25"/>
        <source>yellow %1</source>
        <translation>die gelbe %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="25"/>
        <source>blue %1</source>
        <translation>die blaue %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="26"/>
        <source>green %1</source>
        <translation>die grüne %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="26"/>
        <source>purple %1</source>
        <translation>die lila %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="26"/>
        <source>orange %1</source>
        <translation>die orange %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="31"/>
        <source>the %1 token</source>
        <translation>das Plättchen %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="36"/>
        <source>row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="43"/>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="59"/>
        <source>%1 plays %2 on %3.</source>
        <translation>%1 legt %2 an %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="62"/>
        <source>%1 is full: %2.</source>
        <translation>%1 ist voll: %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="65"/>
        <source>%1 wins %2.</source>
        <translation>%1 gewinnt %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="67"/>
        <source>A tie between %1: nobody wins, %2 stays with an empty row.</source>
        <translation>Gleichstand zwischen %1: niemand gewinnt, %2 bleibt mit leerer Reihe liegen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="70"/>
        <source>%1 is turned up on %2.</source>
        <translation>%1 wird bei %2 aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="73"/>
        <source>The draw pile is empty: the discard pile is shuffled into a new one.</source>
        <translation>Der Nachziehstapel ist leer: der Ablagestapel wird zu einem neuen gemischt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="75"/>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="77"/>
        <source>%1 offers %2 for a trade.</source>
        <translation>%1 bietet %2 zum Tausch an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="80"/>
        <source>%1 declines.</source>
        <translation>%1 lehnt ab.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="81"/>
        <source>%1 accepts and gives %2.</source>
        <translation>%1 nimmt an und gibt %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="83"/>
        <source>The cards change hands: %1 takes %2, %3 takes %4.</source>
        <translation>Die Karten wechseln die Hand: %1 nimmt %2, %3 nimmt %4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="86"/>
        <source>%1 has no card and passes.</source>
        <translation>%1 hat keine Karte und passt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="95"/>
        <source>The game is over: no score is above 0, so nobody wins.</source>
        <translation>Das Spiel ist aus: kein Ergebnis liegt über 0, also gewinnt niemand.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="99"/>
        <source>The game is over: %1 wins with a score of %2.</source>
        <translation>Das Spiel ist aus: %1 gewinnt mit einem Ergebnis von %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/words.py" line="101"/>
        <source>The game is over: %1 share the win with a score of %2 each.</source>
        <translation>Das Spiel ist aus: %1 teilen sich den Sieg mit einem Ergebnis von je %2.</translation>
    </message>
</context>
<context>
    <name>RowsColours</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="42"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="42"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="43"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="43"/>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="44"/>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/art.py" line="45"/>
        <source>orange</source>
        <translation>Orange</translation>
    </message>
</context>
<context>
    <name>RowsScene</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="320"/>
        <source>No token left for this place.</source>
        <translation>Kein Plättchen mehr für diesen Platz.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="333"/>
        <source>offers a card</source>
        <translation>bietet eine Karte an</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="335"/>
        <source>to answer…</source>
        <translation>muss antworten…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="337"/>
        <source>declined</source>
        <translation>hat abgelehnt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="339"/>
        <source>to play…</source>
        <translation>ist am Zug…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="340"/>
        <source>Score %1</source>
        <translation>Punkte %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="359"/>
        <source>Draw pile %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="360"/>
        <source>Discard %1</source>
        <translation>Ablage %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="361"/>
        <source>Tokens left %1</source>
        <translation>Plättchen übrig %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="363"/>
        <source>%1 offers %2.</source>
        <translation>%1 bietet %2 an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="364"/>
        <source>%1 may give another %2 card, or decline.</source>
        <translation>%1 kann eine andere Karte in %2 geben oder ablehnen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="368"/>
        <source>Declined: %1.</source>
        <translation>Abgelehnt: %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="369"/>
        <source>Trade</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="413"/>
        <source>Pick a card of your hand first, then click a row.</source>
        <translation>Wähle zuerst eine Karte deiner Hand, dann klicke auf eine Reihe.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="445"/>
        <source>No trade now: the last turns were all trades or passes (T12).</source>
        <translation>Jetzt kein Tausch: die letzten Züge waren alle Tausche oder Passen (T12).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="459"/>
        <source>Pick a card first: 1–4 or ←/→.</source>
        <translation>Wähle zuerst eine Karte: 1–4 oder ←/→.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="484"/>
        <source>A card in a hand: only its owner knows it.</source>
        <translation>Eine Karte auf der Hand: nur wer sie hält, kennt sie.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="486"/>
        <source>The discard pile: %1 cards, shuffled into a new draw pile when it runs out.</source>
        <translation>Der Ablagestapel: %1 Karten, die zu einem neuen Nachziehstapel gemischt werden, wenn dieser leer ist.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="488"/>
        <source>%1, seen in a trade: everybody knows it.</source>
        <translation>%1, bei einem Tausch gezeigt: alle kennen sie.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="491"/>
        <source>%1, won by %2.</source>
        <translation>%1, gewonnen von %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="495"/>
        <source>%1 tokens face down: one is turned up when a token is won.</source>
        <translation>%1 verdeckte Plättchen: eines wird aufgedeckt, wenn ein Plättchen gewonnen wird.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="496"/>
        <source>The draw pile: after playing, a player draws back up to 4 cards.</source>
        <translation>Der Nachziehstapel: nach dem Ausspielen zieht man auf 4 Karten nach.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="504"/>
        <source>Give %1 for %2 (click, or Enter).</source>
        <translation>%1 für %2 geben (Klick oder Eingabe).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="505"/>
        <source>Only a %1 card can be given for %2.</source>
        <translation>Für %2 kann nur eine Karte in %1 gegeben werden.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="507"/>
        <source>%1 counts for %2 wherever it is played.</source>
        <translation>%1 zählt für %2, wo immer sie liegt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="509"/>
        <source>Click a row to play it there, or offer it for a trade (T).</source>
        <translation>Klicke auf eine Reihe, um sie dort anzulegen, oder biete sie zum Tausch an (T).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="524"/>
        <source>This place is empty: no token is left for it.</source>
        <translation>Dieser Platz ist leer: es gibt kein Plättchen mehr für ihn.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="516"/>
        <source>%1, %2: %3 of %4 cards; %5.</source>
        <translation>%1, %2: %3 von %4 Karten; %5.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="318"/>
        <source>%n of %1 cards</source>
        <translation>
            <numerusform>%n von %1 Karten</numerusform>
            <numerusform>%n von %1 Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="535"/>
        <source>Playing %1 on %2: %3; %4 of %5 cards.</source>
        <translation>%1 an %2 legen: %3; %4 von %5 Karten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="540"/>
        <source>Playing %1 on %2 fills it in a tie (%3): nobody wins, %4 stays.</source>
        <translation>%1 an %2 legen füllt sie mit Gleichstand (%3): niemand gewinnt, %4 bleibt liegen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="542"/>
        <source>Playing %1 on %2 fills it: %3 wins %4 (%5).</source>
        <translation>%1 an %2 legen füllt sie: %3 gewinnt %4 (%5).</translation>
    </message>
</context>
<context>
    <name>RowsTable</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="52"/>
        <source>Offer for trade (T)</source>
        <translation>Zum Tausch anbieten (T)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="53"/>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="54"/>
        <source>Decline (D)</source>
        <translation>Ablehnen (D)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="55"/>
        <source>Show the picked card and offer it: the others are asked in turn, starting on your left (T10).</source>
        <translation>Die gewählte Karte zeigen und anbieten: die anderen werden der Reihe nach gefragt, links von dir beginnend (T10).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="57"/>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="191"/>
        <source>Keep your cards: the next player is asked (T10).</source>
        <translation>Deine Karten behalten: die nächste Person wird gefragt (T10).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="156"/>
        <source>In the hand: %1</source>
        <translation>Auf der Hand: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="160"/>
        <source>In the hand: a card face down</source>
        <translation>Auf der Hand: eine verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="161"/>
        <source>Won: %1</source>
        <translation>Gewonnen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="163"/>
        <source>%1: score %2, %n card(s) in hand</source>
        <translation>
            <numerusform>%1: %2 Punkte, %n Karte auf der Hand</numerusform>
            <numerusform>%1: %2 Punkte, %n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="167"/>
        <source>%1: empty, no token left for it</source>
        <translation>%1: leer, kein Plättchen mehr dafür</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="169"/>
        <source>Rows</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="170"/>
        <source>Piles</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="173"/>
        <source>Trade</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="177"/>
        <source>Your moves</source>
        <translation>Deine Züge</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="189"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="189"/>
        <source>You hold no card: pass.</source>
        <translation>Du hast keine Karte: passe.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="191"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="194"/>
        <source>Give %1</source>
        <translation>%1 geben</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="197"/>
        <source>Offer %1 for a trade</source>
        <translation>%1 zum Tausch anbieten</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="201"/>
        <source>Play %1 on %2</source>
        <translation>%1 auf %2 spielen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="213"/>
        <source>%1 offers %2: give a %3 card (click it, or 1–4 and Enter), or decline (D).</source>
        <translation>%1 bietet %2 an: gib eine Karte in %3 (anklicken, oder 1–4 und Eingabe) oder lehne ab (D).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="216"/>
        <source>You hold no card: pass (P or Enter).</source>
        <translation>Du hast keine Karte: passe (P oder Eingabe).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="217"/>
        <source>Pick a card (click or 1–4), then a row (click, or ↑/↓ and Enter).</source>
        <translation>Wähle eine Karte (Klick oder 1–4), dann eine Reihe (Klick, oder ↑/↓ und Eingabe).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="220"/>
        <source>No trade now: the last turns were all trades or passes.</source>
        <translation>Jetzt kein Tausch: die letzten Züge waren alle Tausche oder Passen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="225"/>
        <source>The game is over: the highest score above 0 wins (T14).</source>
        <translation>Das Spiel ist aus: das höchste Ergebnis über 0 gewinnt (T14).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="227"/>
        <source>%1 offers %2 for a trade. The player asked may give a %3 card of another value for it: both cards change hands, face up, and the turn ends without a draw. Or decline: then the next player is asked, and if all decline, nothing changes (T10).</source>
        <translation>%1 bietet %2 zum Tausch an. Wer gefragt wird, kann dafür eine Karte in %3 mit anderem Wert geben: beide Karten wechseln offen die Hand, und der Zug endet ohne Nachziehen. Oder ablehnen: dann wird die nächste Person gefragt, und lehnen alle ab, ändert sich nichts (T10).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="232"/>
        <source>Play one card of your hand at the end of a row. A card counts for the player of its colour, whoever plays it (T7). When a row holds as many cards as its token&apos;s number, the colour with the strictly highest sum wins the token: black ones add, red ones subtract; on a tie nobody wins and the row starts again (T9). Then you draw back up to 4 cards.</source>
        <translation>Lege eine Karte deiner Hand ans Ende einer Reihe. Eine Karte zählt für die Person ihrer Farbe, egal wer sie legt (T7). Hat eine Reihe so viele Karten wie die Zahl ihres Plättchens, gewinnt die Farbe mit der echt höchsten Summe das Plättchen: schwarze zählen plus, rote minus; bei Gleichstand gewinnt niemand und die Reihe beginnt neu (T9). Dann ziehst du auf 4 Karten nach.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="238"/>
        <source>Instead of playing you may offer a card for a trade: the others are asked in turn, starting on your left, and may give a card of the same colour (T10).</source>
        <translation>Statt zu legen, kannst du eine Karte zum Tausch anbieten: die anderen werden der Reihe nach gefragt, links von dir beginnend, und können eine Karte derselben Farbe geben (T10).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="241"/>
        <source>No trade now: when every player&apos;s last turn was a trade or a pass, the next one must play (T12).</source>
        <translation>Jetzt kein Tausch: war der letzte Zug aller ein Tausch oder Passen, muss der nächste Zug eine Karte legen (T12).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="249"/>
        <source>%1 play %2 on %3.</source>
        <translation>%1 lege %2 an %3.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="251"/>
        <source>%1 offer %2 for a trade.</source>
        <translation>%1 biete %2 zum Tausch an.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="253"/>
        <source>%1 give %2.</source>
        <translation>%1 gib %2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="254"/>
        <source>%1 decline.</source>
        <translation>%1 lehne ab.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="254"/>
        <source>%1 pass.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="260"/>
        <source>%1 offers %2 for a trade. %3, will you give a %4 card for it, or decline?</source>
        <translation>%1 bietet %2 zum Tausch an. %3, gibst du dafür eine Karte in %4, oder lehnst du ab?</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Tokens</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="276"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="285"/>
        <source>Tokens: how many tokens each player won. Black: the points of the black ones. Red: the points of the red ones, taken away. Score: black minus red.</source>
        <translation>Plättchen: wie viele Plättchen jeder gewonnen hat. Schwarz: die Punkte der schwarzen. Rot: die Punkte der roten, die abgezogen werden. Punkte: Schwarz minus Rot.</translation>
    </message>
</context>
<context>
    <name>RowsTutorial</name>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="131"/>
        <source>Welcome to Goal Rows! You play red, Hugo yellow. Each of the four rows waits behind a token: its number is both the row&apos;s length and its points. Black tokens are won, red ones cost.</source>
        <translation>Willkommen bei Zielreihen! Du spielst Rot, Hugo Gelb. Jede der vier Reihen wartet hinter einem Plättchen: Seine Zahl ist die Länge der Reihe und zugleich ihre Punkte. Schwarze Plättchen bringen Punkte, rote kosten welche.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="137"/>
        <source>These are your four cards; Hugo cannot see them. A card counts for the player of its colour, whoever plays it: red for you, yellow for Hugo.</source>
        <translation>Das sind deine vier Karten; Hugo sieht sie nicht. Eine Karte zählt für den Spieler ihrer Farbe, egal wer sie spielt: Rot für dich, Gelb für Hugo.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="142"/>
        <source>When a row is full, the colour with the highest sum in it wins its token. Row 4&apos;s token is the red −7: whoever wins that row loses 7 points.</source>
        <translation>Ist eine Reihe voll, gewinnt die Farbe mit der höchsten Summe darin ihr Plättchen. Das Plättchen von Reihe 4 ist die rote −7: Wer diese Reihe gewinnt, verliert 7 Punkte.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="147"/>
        <source>So give that row yellow: play &lt;b&gt;yellow 5&lt;/b&gt; on row 4. Click the card, then the row.</source>
        <translation>Also gib ihr Gelb: Spiel die &lt;b&gt;gelbe 5&lt;/b&gt; an Reihe 4. Klick die Karte an, dann die Reihe.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="150"/>
        <source>Click yellow 5 in your hand, then row 4.</source>
        <translation>Klick die gelbe 5 in deiner Hand an, dann Reihe 4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="153"/>
        <source>After a play you draw until you hold four cards again. Now it is Hugo&apos;s turn.</source>
        <translation>Nach dem Spielen ziehst du, bis du wieder vier Karten hast. Jetzt ist Hugo dran.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="156"/>
        <source>Play your &lt;b&gt;red 6&lt;/b&gt; on row 1, behind the +7: red counts for you.</source>
        <translation>Spiel deine &lt;b&gt;rote 6&lt;/b&gt; an Reihe 1, hinter die +7: Rot zählt für dich.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="158"/>
        <source>Click red 6 in your hand, then row 1.</source>
        <translation>Klick die rote 6 in deiner Hand an, dann Reihe 1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="161"/>
        <source>Hugo put his red 8 on row 4: red counts for you, so now you lead the −7 row.</source>
        <translation>Hugo hat seine rote 8 an Reihe 4 gelegt: Rot zählt für dich, also führst jetzt du in der Reihe der −7.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="164"/>
        <source>Answer with yellow: play &lt;b&gt;yellow 12&lt;/b&gt; on row 4.</source>
        <translation>Antworte mit Gelb: Spiel die &lt;b&gt;gelbe 12&lt;/b&gt; an Reihe 4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="166"/>
        <source>Click yellow 12 in your hand, then row 4.</source>
        <translation>Klick die gelbe 12 in deiner Hand an, dann Reihe 4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="169"/>
        <source>Play on by yourself for a while: once you pick a card, the rows it may go to light up. Stuck? Hint shows what the computer would do, and Enter takes it.</source>
        <translation>Spiel eine Weile allein weiter: Sobald du eine Karte wählst, leuchten die Reihen auf, an die sie darf. Unsicher? Tipp zeigt, was der Computer tun würde, und die Eingabetaste übernimmt es.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="174"/>
        <source>Row 2 needs one more card. Play &lt;b&gt;red 3&lt;/b&gt; on it: red then has 17 against yellow&apos;s 16, and the +6 token is yours.</source>
        <translation>Reihe 2 fehlt noch eine Karte. Spiel die &lt;b&gt;rote 3&lt;/b&gt; dort: Dann hat Rot 17 gegen 16 für Gelb, und das Plättchen +6 gehört dir.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="177"/>
        <source>Click red 3 in your hand, then row 2.</source>
        <translation>Klick die rote 3 in deiner Hand an, dann Reihe 2.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="179"/>
        <source>A row is full when it holds as many cards as its token&apos;s number: then the colour with the highest sum in it wins the token. Black tokens are won, red ones cost.</source>
        <translation>Eine Reihe ist voll, wenn sie so viele Karten hat, wie die Zahl ihres Plättchens sagt: Dann gewinnt die Farbe mit der höchsten Summe darin das Plättchen. Schwarze Plättchen bringen Punkte, rote kosten welche.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="184"/>
        <source>Instead of playing, Hugo offers his red 2 for a trade. Each other player in turn may give a card of the same colour and another value, or decline; then the turn ends.</source>
        <translation>Statt zu spielen, bietet Hugo seine rote 2 zum Tausch an. Jeder andere Spieler darf der Reihe nach eine Karte derselben Farbe mit anderem Wert geben oder ablehnen; dann endet der Zug.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="189"/>
        <source>Instead of playing, Hugo offers a card for a trade. Each other player in turn may give a card of the same colour and another value, or decline; then the turn ends.</source>
        <translation>Statt zu spielen, bietet Hugo eine Karte zum Tausch an. Jeder andere Spieler darf der Reihe nach eine Karte derselben Farbe mit anderem Wert geben oder ablehnen; dann endet der Zug.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="193"/>
        <source>Take it: give your &lt;b&gt;red 1&lt;/b&gt; for it. Red counts for you, so the higher red card is worth more in your hand.</source>
        <translation>Nimm an: Gib deine &lt;b&gt;rote 1&lt;/b&gt; dafür. Rot zählt für dich, also ist die höhere rote Karte in deiner Hand mehr wert.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="196"/>
        <source>Click red 1 in your hand to give it.</source>
        <translation>Klick die rote 1 in deiner Hand an, um sie zu geben.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="198"/>
        <source>You may give a card of the offered colour and another value for it: the ringed card, say. Or decline, and keep your hand.</source>
        <translation>Du darfst dafür eine Karte der angebotenen Farbe mit anderem Wert geben, etwa die eingekreiste. Oder ablehnen und deine Hand behalten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="202"/>
        <source>The draw pile ran out, so the discard pile was shuffled into a new one.</source>
        <translation>Der Stapel war leer, also wurde der Ablagestapel zu einem neuen gemischt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="207"/>
        <source>Row 4 is one card from full, and yellow leads it. Play &lt;b&gt;yellow 10&lt;/b&gt; there: the −7 token goes to Hugo.</source>
        <translation>Reihe 4 fehlt nur noch eine Karte, und Gelb führt dort. Spiel die &lt;b&gt;gelbe 10&lt;/b&gt; dort: Das Plättchen −7 geht an Hugo.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="210"/>
        <source>Click yellow 10 in your hand, then row 4.</source>
        <translation>Klick die gelbe 10 in deiner Hand an, dann Reihe 4.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="212"/>
        <source>A red token costs its winner its points: give a row with a red token the colour of another player, and win the rows with black ones.</source>
        <translation>Ein rotes Plättchen kostet seinen Gewinner Punkte: Gib eine Reihe mit rotem Plättchen der Farbe eines anderen Spielers, und gewinne die Reihen mit schwarzen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="216"/>
        <source>Hugo won the −7 token: it costs him 7 points. The tokens each player has won lie in their panel.</source>
        <translation>Hugo hat das Plättchen −7 gewonnen: Es kostet ihn 7 Punkte. Die gewonnenen Plättchen liegen im Feld des jeweiligen Spielers.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="220"/>
        <source>Hugo won a token. The tokens each player has won lie in their panel: black ones count for them, red ones against them.</source>
        <translation>Hugo hat ein Plättchen gewonnen. Die gewonnenen Plättchen liegen im Feld des jeweiligen Spielers: Schwarze zählen für ihn, rote gegen ihn.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="224"/>
        <source>Play the rest by yourself. A won token is replaced by the next one from this supply; the game ends when no token is left to win.</source>
        <translation>Spiel den Rest allein. Ein gewonnenes Plättchen wird durch das nächste aus diesem Vorrat ersetzt; das Spiel endet, wenn kein Plättchen mehr zu gewinnen ist.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="229"/>
        <source>The game is over. A score is the black tokens won minus the red ones; the highest score above 0 wins.</source>
        <translation>Das Spiel ist aus. Dein Ergebnis sind die gewonnenen schwarzen Plättchen minus die roten; das höchste Ergebnis über 0 gewinnt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goal_rows/tutorial.py" line="233"/>
        <source>That is Goal Rows! Next, try a New game against an easy, normal or hard opponent, with up to six players, or with friends at this screen. The rules are under Help (F1), and so is this lesson.</source>
        <translation>Das ist Zielreihen! Versuch als Nächstes ein Neues Spiel gegen einen leichten, normalen oder schweren Gegner, mit bis zu sechs Spielern oder mit Freunden an diesem Bildschirm. Die Regeln findest du unter Hilfe (F1), diese Lektion auch.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="9"/>
        <source>How to play Goat Master</source>
        <translation>So spielt man Goat Master</translation>
    </message>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="20"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="29"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="35"/>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <location filename="../../ui/rules_dialog.ui" line="47"/>
        <source>C&amp;lose</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/rules_page.py" line="158"/>
        <source>With a screen reader, the table is read as a list of what lies on it, and your moves as buttons; the game says each move as it is made. These keys read a summary aloud:</source>
        <translation>Mit einem Bildschirmleser wird der Tisch als Liste dessen gelesen, was darauf liegt, und deine Züge als Schaltflächen; das Spiel sagt jeden Zug an, sobald er gemacht ist. Diese Tasten lesen eine Übersicht vor:</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/rules_page.py" line="160"/>
        <source>With the screen reader setting on, there are no animations to wait for, and a computer player moves when you press Play now (Ctrl+Return).</source>
        <translation>Mit der Einstellung für Bildschirmleser gibt es keine Animationen abzuwarten, und ein Computerspieler zieht, wenn du Jetzt spielen (Strg+Eingabe) drückst.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/rules_page.py" line="162"/>
        <source>Playing by ear</source>
        <translation>Nach Gehör spielen</translation>
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
        <translation>Spieler %1</translation>
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
        <translation>%1 wurde mit der Stufe „%2“ gespeichert, die dieses Spiel nicht kennt: Es spielt auf der Stufe „%3“.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/session.py" line="292"/>
        <source>The AI chose an illegal move; it will think again.</source>
        <translation>Die KI hat einen ungültigen Zug gewählt und denkt noch einmal nach.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/session.py" line="299"/>
        <source>No hint: the AI failed (%1).</source>
        <translation>Kein Tipp: Die KI ist gescheitert (%1).</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/session.py" line="305"/>
        <source>The AI failed (%1); it thinks again.</source>
        <translation>Die KI ist gescheitert (%1); sie denkt noch einmal nach.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/session.py" line="312"/>
        <source>The AI failed again (%1): %2 made a move at random so that the game goes on.</source>
        <translation>Die KI ist erneut gescheitert (%1): %2 hat einen zufälligen Zug gemacht, damit das Spiel weitergeht.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="168"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="168"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="168"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="169"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="172"/>
        <source>Quick</source>
        <translation>Schnell</translation>
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
        <translation>Langsam: jeden Zug verfolgen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="179"/>
        <source>of %n core(s)</source>
        <translation>
            <numerusform>von %n Kern</numerusform>
            <numerusform>von %n Kernen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="180"/>
        <source>Same as the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="6"/>
        <location filename="../../ui/settings_dialog.ui" line="29"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="34"/>
        <source>Make the table your own.</source>
        <translation>Richte dir den Tisch ein.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="44"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="50"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="56"/>
        <source>How fast cards and pawns move on the table</source>
        <translation>Wie schnell sich Karten und Spielfiguren bewegen</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="61"/>
        <source>AI &amp;moves:</source>
        <translation>&amp;Züge der KI:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="67"/>
        <source>How long the table waits before each move of an AI player, so you can follow it</source>
        <translation>Wie lange der Tisch vor jedem Zug eines KI-Spielers wartet, damit du ihn verfolgen kannst</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="72"/>
        <source>AI &amp;uses:</source>
        <translation>KI &amp;nutzt:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="78"/>
        <source>How many of this computer&apos;s cores the AI may think on: more makes the hardest level stronger, fewer keeps the fan quiet</source>
        <translation>Wie viele Kerne dieses Computers die KI zum Nachdenken nutzen darf: mehr macht die schwerste Stufe stärker, weniger hält den Lüfter leise</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="83"/>
        <source>This choice cannot be changed once made: with this on, the game asks first</source>
        <translation>Diese Wahl lässt sich danach nicht mehr ändern: Ist dies an, fragt das Spiel vorher nach</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="88"/>
        <source>I play with a &amp;screen reader</source>
        <translation>Ich spiele mit einem &amp;Bildschirmleser</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="89"/>
        <source>No animations to wait for, and a computer player moves only when you press Play now (Ctrl+Return): you choose the pace, as speech takes its time</source>
        <translation>Keine Animationen abzuwarten, und ein Computerspieler zieht erst, wenn du Jetzt spielen (Strg+Eingabe) drückst: du bestimmst das Tempo, denn Sprache braucht ihre Zeit</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="94"/>
        <source>&amp;Tell me when it is my move at a table on another machine</source>
        <translation>&amp;Bescheid geben, wenn ich an einem Tisch auf einem anderen Rechner am Zug bin</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="95"/>
        <source>A desktop notification while Goat Master runs; the start screen lists your tables either way. Each table&apos;s own: right-click it in Your tables</source>
        <translation>Eine Benachrichtigung auf dem Desktop, solange Goat Master läuft; der Startbildschirm zeigt deine Tische so oder so. Für einen einzelnen Tisch: Rechtsklick darauf in Deine Tische</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="103"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="109"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.ui" line="118"/>
        <source>The whole game changes language as soon as you press OK; a game in progress goes on where it was.</source>
        <translation>Das ganze Spiel wechselt die Sprache, sobald du OK drückst; ein laufendes Spiel geht dort weiter, wo es war.</translation>
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
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="235"/>
        <source>Go back to the game you left</source>
        <translation>Zurück zum angefangenen Spiel</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="241"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="243"/>
        <source>Choose the players and deal the cards</source>
        <translation>Spieler wählen und Karten austeilen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="244"/>
        <source>L&amp;earn to play</source>
        <translation>Spielen l&amp;ernen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="246"/>
        <source>A guided first game against the computer: every rule as it comes up</source>
        <translation>Eine geführte erste Partie gegen den Computer: jede Regel genau dann, wenn sie zählt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="252"/>
        <source>&amp;Load a game…</source>
        <translation>Spiel &amp;laden…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="253"/>
        <source>Open a saved game or replay a finished one</source>
        <translation>Ein gespeichertes Spiel öffnen oder ein beendetes nachspielen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="259"/>
        <source>&amp;Host a table…</source>
        <translation>Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="260"/>
        <source>Play with friends on other machines: open a table on this one</source>
        <translation>Spiele mit Freunden an anderen Rechnern: eröffne einen Tisch auf diesem</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="262"/>
        <source>&amp;Join a table…</source>
        <translation>Einem Tisch &amp;beitreten…</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="263"/>
        <source>Sit at a table a friend opened, on this network or elsewhere</source>
        <translation>Setz dich an einen Tisch, den ein Freund eröffnet hat, in diesem Netzwerk oder anderswo</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="265"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="265"/>
        <source>How to play Goat Master</source>
        <translation>So spielt man Goat Master</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="267"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="268"/>
        <source>Your games played and won</source>
        <translation>Deine gespielten und gewonnenen Spiele</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="269"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="270"/>
        <source>Animations, language and more</source>
        <translation>Animationen, Sprache und mehr</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="271"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="283"/>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="298"/>
        <source>Your tables</source>
        <translation>Deine Tische</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="289"/>
        <source>Check now</source>
        <translation>Jetzt prüfen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="290"/>
        <source>Ask the tables&apos; servers how your tables stand (they are asked every minute)</source>
        <translation>Die Server fragen, wie es an deinen Tischen steht (sie werden jede Minute gefragt)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="299"/>
        <source>Your move first; Enter takes your seat back</source>
        <translation>Wo du am Zug bist zuerst; Eingabe bringt dich an deinen Platz zurück</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="321"/>
        <source>nudges off</source>
        <translation>ohne Hinweis</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="335"/>
        <source>%1 (your move)</source>
        <translation>%1 (du bist am Zug)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="344"/>
        <source>Take my seat back</source>
        <translation>Meinen Platz wieder einnehmen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="345"/>
        <source>Nudge me when it is my move here</source>
        <translation>Bescheid geben, wenn ich hier am Zug bin</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="365"/>
        <source>%1 to %2 players</source>
        <translation>%1 bis %2 Spieler</translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/shell/start_screen.py" line="367"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="551"/>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="564"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="598"/>
        <source>Lesson — step %1 of %2</source>
        <translation>Lektion — Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="417"/>
        <source>&amp;Continue %1</source>
        <translation>%1 &amp;weiterspielen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="558"/>
        <source>%1 — turn %2</source>
        <translation>%1 — Zug %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="429"/>
        <source>New to %1? Learn to play is a guided first game. %2</source>
        <translation>Neu bei %1? Spielen lernen führt dich durch eine erste Partie. %2</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/start_screen.py" line="428"/>
        <source>Don’t offer it again</source>
        <translation>Nicht mehr anbieten</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="55"/>
        <source>Statistics: %1</source>
        <translation>Statistik: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="57"/>
        <source>Against</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="57"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="57"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="57"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="58"/>
        <source>Best score</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="58"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="80"/>
        <source>People only (hot-seat)</source>
        <translation>Nur Menschen (ein Bildschirm)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="82"/>
        <source>Computers of mixed levels</source>
        <translation>Computer gemischter Stufen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="84"/>
        <source>At tables shared online</source>
        <translation>An online geteilten Tischen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="85"/>
        <source>%1 computer</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="92"/>
        <source>games played</source>
        <translation>gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="94"/>
        <source>won (%1)</source>
        <translation>gewonnen (%1)</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="96"/>
        <source>best score</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="98"/>
        <source>The statistics file was written by a newer version of Goat Master: it is left as it is, and games are not counted.</source>
        <translation>Die Statistikdatei stammt von einer neueren Version von Goat Master: Sie bleibt unverändert, und Spiele werden nicht gezählt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="101"/>
        <source>The statistics file could not be read (%1): it is left as it is, and games are not counted.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden (%1): Sie bleibt unverändert, und Spiele werden nicht gezählt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="104"/>
        <source>The old statistics file was damaged and has been put aside as &quot;%1&quot;; counting started again.</source>
        <translation>Die alte Statistikdatei war beschädigt und wurde als „%1“ beiseitegelegt; die Zählung beginnt von vorn.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="108"/>
        <source>The statistics could not be saved: %1</source>
        <translation>Die Statistik konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="111"/>
        <source>Every finished game, by opponents and number of players.</source>
        <translation>Alle beendeten Spiele, nach Gegnern und Spielerzahl.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="140"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/shell/statistics_dialog.py" line="141"/>
        <source>Forget all %1 finished games and start counting again?</source>
        <translation>Alle %1 beendeten Spiele vergessen und neu zählen?</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="6"/>
        <location filename="../../ui/statistics_dialog.ui" line="29"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="66"/>
        <source>No finished games yet. The goats are waiting for you!</source>
        <translation>Noch keine beendeten Spiele. Die Ziegen warten auf dich!</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="73"/>
        <source>A game counts when it is played to the end. In a game with several people at the screen, the table wins when any of them wins.</source>
        <translation>Ein Spiel zählt, wenn es zu Ende gespielt wird. Sitzen mehrere Menschen am Bildschirm, gewinnt der Tisch, wenn einer von ihnen gewinnt.</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="81"/>
        <source>&amp;Reset statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message>
        <location filename="../../ui/statistics_dialog.ui" line="93"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>TableLog</name>
    <message>
        <location filename="../../goatmaster/app/play/game_window.py" line="850"/>
        <source>%1 took back a move.</source>
        <translation>%1 hat einen Zug zurückgenommen.</translation>
    </message>
</context>
<context>
    <name>TableOpener</name>
    <message>
        <location filename="../../goatmaster/app/online/opening.py" line="46"/>
        <location filename="../../goatmaster/app/online/opening.py" line="61"/>
        <source>No table answered at %1.</source>
        <translation>Unter %1 hat kein Tisch geantwortet.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="131"/>
        <source>Stable of %1</source>
        <translation>Stall von %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="138"/>
        <source>Pawn of %1</source>
        <translation>Spielfigur von %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="441"/>
        <source>markers %1 · hand %2 · %3 pts</source>
        <translation>Markierungen %1 · Hand %2 · %3 Pkt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="431"/>
        <source>deck %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="437"/>
        <source>Hand of %1</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="453"/>
        <source>%1 goat types out</source>
        <translation>%1 Sorten aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="454"/>
        <source>Out of play since the deal: %1.</source>
        <translation>Seit dem Austeilen aus dem Spiel: %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="457"/>
        <source>Also removed: %1 dogs, %2 milk cards.</source>
        <translation>Ebenfalls entfernt: %1 Hunde, %2 Milchkarten.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="460"/>
        <source>Left the game, worthless: %1.</source>
        <translation>Wertlos aus dem Spiel: %1.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/games/goat_master/qt/table_scene.py" line="470"/>
        <source>owed %1</source>
        <translation>ausstehend %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../goatmaster/views/table_view.py" line="43"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/table_view.py" line="44"/>
        <source>What lies on the table, and your moves when it is your turn.</source>
        <translation>Was auf dem Tisch liegt, und deine Züge, wenn du dran bist.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="18"/>
        <source>No table has this code: check it with the host.</source>
        <translation>Kein Tisch hat diesen Code: prüfe ihn mit dem Gastgeber.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="19"/>
        <source>The table server cannot resume this table: it is damaged, kept as it was, and set aside. Its keeper can look into it.</source>
        <translation>Der Tischserver kann diesen Tisch nicht fortsetzen: Er ist beschädigt, wird unverändert aufbewahrt und beiseitegelegt. Wer den Server betreibt, kann ihn sich ansehen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="21"/>
        <source>Every seat of this table is taken; you may watch, if the host allows it.</source>
        <translation>Alle Plätze dieses Tisches sind besetzt; du kannst zuschauen, wenn der Gastgeber es erlaubt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="23"/>
        <source>That seat is neither open nor away.</source>
        <translation>Dieser Platz ist weder frei noch der eines Abwesenden.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="24"/>
        <source>This table does not know you any more: join it again with its code.</source>
        <translation>Dieser Tisch kennt dich nicht mehr: tritt ihm mit seinem Code wieder bei.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="26"/>
        <source>You are watching: only the players play.</source>
        <translation>Du schaust zu: nur die Spieler spielen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="27"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="28"/>
        <source>The table had moved on: look again and play.</source>
        <translation>Die Partie war schon weiter: schau noch einmal und spiele.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="29"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="30"/>
        <source>Only the table&apos;s host can do that.</source>
        <translation>Das kann nur der Gastgeber des Tisches.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="31"/>
        <source>The host of this table does not let anyone watch.</source>
        <translation>Der Gastgeber dieses Tisches lässt niemanden zuschauen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="32"/>
        <source>The table server is full: try again later.</source>
        <translation>Der Tisch-Server ist voll: versuche es später noch einmal.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="33"/>
        <source>Too many messages: wait a moment.</source>
        <translation>Zu viele Nachrichten: warte einen Moment.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="34"/>
        <source>The table server cannot open this game: %1</source>
        <translation>Der Tisch-Server kann dieses Spiel nicht eröffnen: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="35"/>
        <source>The saved game cannot be played on: %1</source>
        <translation>Die gespeicherte Partie kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="36"/>
        <source>The table server runs another version of Goat Master.</source>
        <translation>Der Tisch-Server hat eine andere Version von Goat Master.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="37"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="38"/>
        <source>A game can be saved once it is over.</source>
        <translation>Eine Partie kann gespeichert werden, sobald sie vorbei ist.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="39"/>
        <source>A message was too large for the table server.</source>
        <translation>Eine Nachricht war zu groß für den Tisch-Server.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="40"/>
        <source>The table server did not understand this app: %1</source>
        <translation>Der Tisch-Server hat diese App nicht verstanden: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="41"/>
        <source>The table server cannot store the table&apos;s moves now; nothing was lost. Try again in a moment.</source>
        <translation>Der Tischserver kann die Züge des Tisches gerade nicht speichern; nichts ist verloren. Versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="44"/>
        <source>That name cannot be shown at a table: %1</source>
        <translation>Dieser Name kann an einem Tisch nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="45"/>
        <source>The game starts once every player has agreed to play on from the saved game.</source>
        <translation>Das Spiel beginnt, sobald alle Spieler zugestimmt haben, das gespeicherte Spiel weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="47"/>
        <source>The table server met a problem: %1</source>
        <translation>Der Tisch-Server hatte ein Problem: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="48"/>
        <source>A table needs a seat for a person: yours or an open one.</source>
        <translation>Ein Tisch braucht einen Platz für einen Menschen: Ihren oder einen freien.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="49"/>
        <source>The table server is busy: the AI&apos;s move is late, it comes as soon as it can.</source>
        <translation>Der Tischserver ist beschäftigt: Der Zug der KI verspätet sich, er kommt, sobald es geht.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="51"/>
        <source>The table server&apos;s AI could not decide: it played a legal move at random.</source>
        <translation>Die KI des Tischservers konnte sich nicht entscheiden: Sie hat einen erlaubten Zug zufällig gespielt.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="53"/>
        <source>The AI played for %1: their time ran out.</source>
        <translation>Die KI hat für %1 gespielt: Die Bedenkzeit war abgelaufen.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="54"/>
        <source>Your time for this turn ran out: the AI plays it for you.</source>
        <translation>Deine Bedenkzeit für diesen Zug ist abgelaufen: Die KI spielt ihn für dich.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="55"/>
        <source>The table server refuses these clocks: %1</source>
        <translation>Der Tischserver lehnt diese Bedenkzeiten ab: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="56"/>
        <source>You sit at as many turn-based tables on this server as it allows one person: finish one before you take another.</source>
        <translation>Du sitzt an so vielen rundenbasierten Tischen auf diesem Server, wie er einer Person erlaubt: Beende einen, bevor du einen weiteren nimmst.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="58"/>
        <source>You have opened many tables to watch in the last minute: wait a minute before you watch another.</source>
        <translation>Du hast in der letzten Minute viele Tische zum Zuschauen geöffnet: warte eine Minute, bevor du einem weiteren Tisch zuschaust.</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/words.py" line="63"/>
        <source>%1 sits at as many turn-based tables on this server as it allows one person: a new game here waits until they finish one.</source>
        <translation>%1 sitzt an so vielen rundenbasierten Tischen auf diesem Server, wie er einer Person erlaubt: Ein neues Spiel hier wartet, bis diese Person einen beendet.</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <location filename="../../goatmaster/app/online/tables.py" line="87"/>
        <source>Cannot host a table</source>
        <translation>Tisch kann nicht eröffnet werden</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/tables.py" line="88"/>
        <source>The table server could not start: %1</source>
        <translation>Der Tisch-Server konnte nicht starten: %1</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/tables.py" line="150"/>
        <source>Cannot join the table</source>
        <translation>Beitritt zum Tisch nicht möglich</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/tables.py" line="173"/>
        <source>%1, table %2 (%3)</source>
        <translation>%1, Tisch %2 (%3)</translation>
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
        <translation>Goat Master zeigen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/online/nudge.py" line="51"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>TutorialCard</name>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="94"/>
        <source>&amp;Leave the lesson</source>
        <translation>Lektion &amp;verlassen</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="96"/>
        <source>Back to the start screen: Continue takes the lesson up again</source>
        <translation>Zurück zum Startbildschirm: Weiterspielen setzt die Lektion fort</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="107"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="108"/>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location filename="../../goatmaster/views/tutorial_card.py" line="142"/>
        <source>Lesson: step %1 of %2</source>
        <translation>Lektion: Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>TutorialPlayer</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/tutorial.py" line="161"/>
        <source>This game went its own way: %n step(s) of the lesson could not show before its end. Back goes to the position before your first move of your own, to play on from there; Next ends the lesson.</source>
        <translation>
            <numerusform>Diese Partie ist ihren eigenen Weg gegangen: %n Schritt der Lektion konnte vor dem Ende nicht kommen. Zurück geht zur Stellung vor deinem ersten eigenen Zug, um von dort weiterzuspielen; Weiter beendet die Lektion.</numerusform>
            <numerusform>Diese Partie ist ihren eigenen Weg gegangen: %n Schritte der Lektion konnten vor dem Ende nicht kommen. Zurück geht zur Stellung vor deinem ersten eigenen Zug, um von dort weiterzuspielen; Weiter beendet die Lektion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/tutorial.py" line="166"/>
        <source>This game went its own way: %n step(s) of the lesson can no longer show in it. Back goes to the position before your first move of your own, to play on from there; Next plays this game on without them.</source>
        <translation>
            <numerusform>Diese Partie ist ihren eigenen Weg gegangen: %n Schritt der Lektion kann in ihr nicht mehr kommen. Zurück geht zur Stellung vor deinem ersten eigenen Zug, um von dort weiterzuspielen; Weiter spielt diese Partie ohne ihn weiter.</numerusform>
            <numerusform>Diese Partie ist ihren eigenen Weg gegangen: %n Schritte der Lektion können in ihr nicht mehr kommen. Zurück geht zur Stellung vor deinem ersten eigenen Zug, um von dort weiterzuspielen; Weiter spielt diese Partie ohne sie weiter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../goatmaster/app/play/tutorial.py" line="257"/>
        <source>Not this one: the move this step asks for is marked on the table. Read the card, then make it.</source>
        <translation>Nicht dieser: Der Zug, den dieser Schritt verlangt, ist auf dem Tisch markiert. Lies die Karte und mach ihn dann.</translation>
    </message>
</context>
<context>
    <name>UserFiles</name>
    <message>
        <location filename="../../goatmaster/app/player_data/user_files.py" line="354"/>
        <source>Lesson of %1</source>
        <translation>Lektion %1</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../goatmaster/views/words.py" line="47"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
</context>
</TS>
