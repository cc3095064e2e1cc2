; Inno Setup script for Goat Master on Windows (Inno Setup 6.3 or newer).
;
; First freeze the game (see .github/workflows/build-windows.yml, or README "Building the
; installers"), which leaves dist\goatmaster\goatmaster.exe and dist\goatmaster\_internal\;
; then, from the repository root:
;
;   "%ProgramFiles(x86)%\Inno Setup 6\ISCC.exe" /DAppVersion=0.1.0 packaging\windows\goatmaster.iss
;
; Result: dist\goatmaster-<version>-windows-x64-setup.exe.  It installs for the current user
; or for everyone (the player chooses), adds a Start-menu entry (and, if asked, a desktop
; icon), and registers an uninstaller in Settings > Apps.  The game writes nothing into its
; install folder, so uninstalling removes it completely.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Goat Master"
#define AppExe "goatmaster.exe"
#define Root "..\.."

[Setup]
; AppId identifies the game to the uninstaller across versions: never change it.
AppId={{5AFBF185-735F-4DAC-860E-6186C1718106}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Goat Master developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
SetupIconFile={#Root}\resources\icons\goatmaster.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir={#Root}\dist
OutputBaseFilename=goatmaster-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: goatmaster.exe and _internal\ (Python, Qt, art, forms).
Source: "{#Root}\dist\goatmaster\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Collect goats, herd them with the dog, drink the most milk"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
