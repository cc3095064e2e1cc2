; Inno Setup script for Goat Master on Windows (Inno Setup 6.3 or newer; CI pins 6.6.1).
;
; First freeze the game (see .github/workflows/build-windows.yml, or README "Building the
; installers"), which leaves dist\goatmaster\goatmaster.exe, goatmaster-console.exe and
; _internal\; then, from the repository root:
;
;   "%ProgramFiles(x86)%\Inno Setup 6\ISCC.exe" /DAppVersion=0.1.0 packaging\windows\goatmaster.iss
;
; Result: dist\goatmaster-<version>-windows-x64-setup.exe.  It installs for the current user
; or for everyone (the player chooses), adds a Start-menu entry (and, if asked, a desktop
; icon) and one for the self-test, opens .goat files with the game, and registers an
; uninstaller in Settings > Apps with the publisher's links.  The game writes nothing into
; its install folder (saves and settings live in the player's own folders), so uninstalling
; removes the whole folder and the .goat association, and keeps the player's games.
;
; Signing (when a certificate is configured): define SignSetup and a Sign Tool named
; goatsign on the command line,
;   ISCC /DSignSetup "/Sgoatsign=signtool.exe sign /f cert.pfx /p ... /fd sha256 /tr <timestamp url> /td sha256 $f" ...
; and Setup and its uninstaller are signed (Inno Setup help: [Setup] SignTool, SignedUninstaller).
; The two executables are signed before this step, in the workflow.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Goat Master"
#define AppExe "goatmaster.exe"
#define ConsoleExe "goatmaster-console.exe"
#define AppURL "https://github.com/goatmaster/goatmaster"
; The ProgID of a saved game; the macOS UTI and the Linux MIME type name the same type
; (packaging/bundle_info.py).
#define ProgId "GoatMaster.Game"
#define Root "..\.."

[Setup]
; AppId identifies the game to the uninstaller across versions: never change it.
AppId={{5AFBF185-735F-4DAC-860E-6186C1718106}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Goat Master developers
; Settings > Apps shows these links.
AppPublisherURL={#AppURL}
AppSupportURL={#AppURL}/issues
AppUpdatesURL={#AppURL}/releases
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
; Explorer refreshes its file types at the end of install and uninstall (the .goat icon).
ChangesAssociations=yes
; A running game keeps its DLLs open: Setup asks to close it first.
CloseApplications=yes
SetupIconFile={#Root}\resources\icons\goatmaster.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir={#Root}\dist
OutputBaseFilename=goatmaster-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
#ifdef SignSetup
SignTool=goatsign
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: a DLL or Qt plugin the older version had and this
; one has not would otherwise stay and be loaded.  Only the bundle's own folder: no player data.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; The whole PyInstaller folder: the two executables and _internal\ (Python, Qt, art, forms).
Source: "{#Root}\dist\goatmaster\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Collect goats, herd them with the dog, drink the most milk"
Name: "{autoprograms}\{#AppName} self-test"; Filename: "{cmd}"; Parameters: "/k ""{app}\{#ConsoleExe}"" --self-test"; WorkingDir: "{app}"; IconFilename: "{app}\{#AppExe}"; Comment: "Check that the installed game works; the result stays in the window"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; Saved games (.goat) open in the game by double-click, with a document icon.  HKA is the
; current user's or the machine's Software\Classes, as the install is.
Root: HKA; Subkey: "Software\Classes\.goat"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\.goat\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Goat Master game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\_internal\goatmaster\resources\icons\goatmaster-document.ico"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".goat"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
