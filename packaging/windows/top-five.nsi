; Top Five installer for Windows (NSIS 3.08 or newer). Payload: the PyInstaller one-folder build.
;   makensis /DVERSION=0.1.0 /DSOURCE_DIR=..\..\dist\top-five /DOUTFILE=..\..\dist\top-five-0.1.0-setup.exe top-five.nsi
; Optional: /DSIGN_COMMAND="signtool sign /fd sha256 /a /tr http://timestamp.digicert.com /td sha256"
; signs the installer and the uninstaller (the hook runs the command with the file's path appended).
; Installs to Program Files, adds a Start menu entry, an uninstaller (Apps & features) and opens
; saved games (*.topfive) with Top Five.

Unicode true
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "pass /DVERSION=x.y.z (the version in pyproject.toml)"
!endif
!ifndef SOURCE_DIR
  !define SOURCE_DIR "..\..\dist\top-five"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\..\dist\top-five-${VERSION}-setup.exe"
!endif

!define APP_NAME "Top Five"
!define APP_EXE "top-five.exe"
!define PUBLISHER "Top Five"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\TopFive"
!define PROG_ID "TopFive.SavedGame"
!define EXTENSION ".topfive"

!ifdef SIGN_COMMAND
  !finalize '${SIGN_COMMAND} "%1"' = 0
  !uninstfinalize '${SIGN_COMMAND} "%1"' = 0
!endif

!include "MUI2.nsh"
!include "x64.nsh"
!include "FileFunc.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP_NAME}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "${PUBLISHER}"

!define MUI_ICON "..\icons\top-five.ico"
!define MUI_UNICON "..\icons\top-five.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "$(RUN_TEXT)"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; the installer speaks the language of Windows when it is German, English otherwise
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"

LangString RUN_TEXT ${LANG_ENGLISH} "Start ${APP_NAME}"
LangString RUN_TEXT ${LANG_GERMAN} "${APP_NAME} starten"
LangString NEEDS_64_BIT ${LANG_ENGLISH} "${APP_NAME} needs a 64-bit version of Windows."
LangString NEEDS_64_BIT ${LANG_GERMAN} "${APP_NAME} braucht eine 64-Bit-Version von Windows."
LangString SAVED_GAME ${LANG_ENGLISH} "${APP_NAME} saved game"
LangString SAVED_GAME ${LANG_GERMAN} "${APP_NAME}-Spielstand"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "$(NEEDS_64_BIT)"
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

Section "${APP_NAME}" SecMain
  SectionIn RO
  ; a previous version's files go first, so no stale module lingers beside the new ones
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE_DIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start menu entry (all users)
  SetShellVarContext all
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  ; saved games open with Top Five
  WriteRegStr HKLM "Software\Classes\${EXTENSION}" "" "${PROG_ID}"
  WriteRegStr HKLM "Software\Classes\${PROG_ID}" "" "$(SAVED_GAME)"
  WriteRegStr HKLM "Software\Classes\${PROG_ID}\DefaultIcon" "" '"$INSTDIR\${APP_EXE}",0'
  WriteRegStr HKLM "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  ; Apps & features
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" '"$INSTDIR\${APP_EXE}"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  SetShellVarContext all
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; only what the installer put there: the app folder's own content, then the folder if empty
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  ; the file type, unless another program has taken .topfive over since
  ReadRegStr $0 HKLM "Software\Classes\${EXTENSION}" ""
  ${If} $0 == "${PROG_ID}"
    DeleteRegKey HKLM "Software\Classes\${EXTENSION}"
  ${EndIf}
  DeleteRegKey HKLM "Software\Classes\${PROG_ID}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  ; saved games and settings in the user's data folder are the player's: they stay
SectionEnd
