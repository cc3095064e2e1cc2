<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>EndScreen</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/end_screen.py" line="113"/>
        <source>with %n point(s)</source>
        <translation>
            <numerusform>with %n point</numerusform>
            <numerusform>with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/end_screen.py" line="116"/>
        <source>%n point(s) each</source>
        <translation>
            <numerusform>%n point each</numerusform>
            <numerusform>%n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/end_screen.py" line="119"/>
        <source>%1, after %n turn(s).</source>
        <translation>
            <numerusform>%1, after %n turn.</numerusform>
            <numerusform>%1, after %n turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/game_window.py" line="324"/>
        <source>The game is over — %1 wins with %n point(s).</source>
        <translation>
            <numerusform>The game is over — %1 wins with %n point.</numerusform>
            <numerusform>The game is over — %1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/game_window.py" line="325"/>
        <source>The game is over — %1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>The game is over — %1 share the win with %n point each.</numerusform>
            <numerusform>The game is over — %1 share the win with %n points each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoatMasterTable</name>
    <message numerus="yes">
        <location filename="../../goatmaster/games/goat_master/qt/table.py" line="309"/>
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Deck: %n card</numerusform>
            <numerusform>Deck: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="102"/>
        <source>Over days: %n hour(s) a turn</source>
        <translation>
            <numerusform>Over days: %n hour a turn</numerusform>
            <numerusform>Over days: %n hours a turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="103"/>
        <source>Over days: %n day(s) a turn</source>
        <translation>
            <numerusform>Over days: %n day a turn</numerusform>
            <numerusform>Over days: %n days a turn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InboxWords</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/inbox.py" line="222"/>
        <source>%n day(s) left</source>
        <translation>
            <numerusform>%n day left</numerusform>
            <numerusform>%n days left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/inbox.py" line="224"/>
        <source>%n hour(s) left</source>
        <translation>
            <numerusform>%n hour left</numerusform>
            <numerusform>%n hours left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/inbox.py" line="225"/>
        <source>%n minute(s) left</source>
        <translation>
            <numerusform>%n minute left</numerusform>
            <numerusform>%n minutes left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/dialogs.py" line="272"/>
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
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="208"/>
        <source>%1 throw both dice again. %n of %2 throws give(s) a better mark than the best one now, %3 points on average.</source>
        <translation>
            <numerusform>%1 throw both dice again. %n of %2 throws gives a better mark than the best one now, %3 points on average.</numerusform>
            <numerusform>%1 throw both dice again. %n of %2 throws give a better mark than the best one now, %3 points on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="212"/>
        <source>%1 throw again the die showing %2. %n of its %3 faces give(s) a better mark than the best one now, %4 points on average.</source>
        <translation>
            <numerusform>%1 throw again the die showing %2. %n of its %3 faces gives a better mark than the best one now, %4 points on average.</numerusform>
            <numerusform>%1 throw again the die showing %2. %n of its %3 faces give a better mark than the best one now, %4 points on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/games/meadow_dice/qt/table.py" line="410"/>
        <source>%n mark(s) · biggest herd %1</source>
        <translation>
            <numerusform>%n mark · biggest herd %1</numerusform>
            <numerusform>%n marks · biggest herd %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineGameWindow</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="176"/>
        <source>%n day(s) left</source>
        <translation>
            <numerusform>%n day left</numerusform>
            <numerusform>%n days left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="178"/>
        <source>%n hour(s) left</source>
        <translation>
            <numerusform>%n hour left</numerusform>
            <numerusform>%n hours left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="179"/>
        <source>%n minute(s) left</source>
        <translation>
            <numerusform>%n minute left</numerusform>
            <numerusform>%n minutes left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="241"/>
        <source>Since you last looked, the AI made %n move(s) for you:</source>
        <translation>
            <numerusform>Since you last looked, the AI made %n move for you:</numerusform>
            <numerusform>Since you last looked, the AI made %n moves for you:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/online/window.py" line="250"/>
        <source>%1 (your move at %n other table(s))</source>
        <translation>
            <numerusform>%1 (your move at %n other table)</numerusform>
            <numerusform>%1 (your move at %n other tables)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <location filename="../../goatmaster/views/review_panel.py" line="187"/>
        <source>%n decision(s) to weigh: each is searched again from what the player could see then.</source>
        <translation>
            <numerusform>%n decision to weigh: it is searched again from what the player could see then.</numerusform>
            <numerusform>%n decisions to weigh: each is searched again from what the player could see then.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/views/review_panel.py" line="193"/>
        <source>%1: %n decision(s) weighed, %2 points lost, %3 a decision.</source>
        <translation>
            <numerusform>%1: %n decision weighed, %2 points lost, %3 a decision.</numerusform>
            <numerusform>%1: %n decisions weighed, %2 points lost, %3 a decision.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/views/review_panel.py" line="195"/>
        <source>%n marked (a loss over %1 points).</source>
        <translation>
            <numerusform>%n marked (a loss over %1 points).</numerusform>
            <numerusform>%n marked (a loss over %1 points).</numerusform>
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
    <name>RowsTable</name>
    <message numerus="yes">
        <location filename="../../goatmaster/games/goal_rows/qt/table.py" line="163"/>
        <source>%1: score %2, %n card(s) in hand</source>
        <translation>
            <numerusform>%1: score %2, %n card in hand</numerusform>
            <numerusform>%1: score %2, %n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/shell/settings_dialog.py" line="179"/>
        <source>of %n core(s)</source>
        <translation>
            <numerusform>of %n core</numerusform>
            <numerusform>of %n cores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/shell/start_screen.py" line="367"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorialPlayer</name>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/tutorial.py" line="161"/>
        <source>This game went its own way: %n step(s) of the lesson could not show before its end. Back goes to the position before your first move of your own, to play on from there; Next ends the lesson.</source>
        <translation>
            <numerusform>This game went its own way: %n step of the lesson could not show before its end. Back goes to the position before your first move of your own, to play on from there; Next ends the lesson.</numerusform>
            <numerusform>This game went its own way: %n steps of the lesson could not show before its end. Back goes to the position before your first move of your own, to play on from there; Next ends the lesson.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../goatmaster/app/play/tutorial.py" line="166"/>
        <source>This game went its own way: %n step(s) of the lesson can no longer show in it. Back goes to the position before your first move of your own, to play on from there; Next plays this game on without them.</source>
        <translation>
            <numerusform>This game went its own way: %n step of the lesson can no longer show in it. Back goes to the position before your first move of your own, to play on from there; Next plays this game on without it.</numerusform>
            <numerusform>This game went its own way: %n steps of the lesson can no longer show in it. Back goes to the position before your first move of your own, to play on from there; Next plays this game on without them.</numerusform>
        </translation>
    </message>
</context>
</TS>
