<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="247"/>
        <source>%n free seat(s) of %1</source>
        <translation>
            <numerusform>%n free seat of %1</numerusform>
            <numerusform>%n free seats of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeadowTable</name>
    <message numerus="yes">
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="355"/>
        <source>%n mark(s) · biggest herd %1</source>
        <translation>
            <numerusform>%n mark · biggest herd %1</numerusform>
            <numerusform>%n marks · biggest herd %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowsScene</name>
    <message numerus="yes">
        <location filename="../../goatmaster/games/goal_rows/qt/scene.py" line="318"/>
        <source>%n of %1 cards</source>
        <translation>
            <numerusform>%n of %1 cards</numerusform>
            <numerusform>%n of %1 cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/shell/start_screen.py" line="212"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
</TS>
