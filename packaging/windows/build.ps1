# Windows: PyInstaller folder, smoke test, NSIS installer and a .zip of the folder.
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
# Needs Python 3.12 (`$env:PYTHON`, default "python") with requirements.txt and
# packaging\requirements.txt installed, and NSIS 3.08+ (makensis; `choco install nsis` if missing).
# Signing hook: set $env:TOP_FIVE_SIGN_COMMAND, e.g.
#   signtool sign /fd sha256 /a /tr http://timestamp.digicert.com /td sha256
# to sign top-five.exe, the installer and the uninstaller.
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
$version = & $python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
if ($LASTEXITCODE -ne 0) { throw "could not read the version from pyproject.toml" }

& $python -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build\pyinstaller packaging\top-five.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
$exe = "dist\top-five\top-five.exe"

# a windowed exe has no console: the smoke test writes its report to a file
$report = Join-Path $env:TEMP "top-five-smoke.txt"
$env:QT_QPA_PLATFORM = "offscreen"
$env:TOP_FIVE_DATA_DIR = Join-Path $env:TEMP "top-five-smoke-data"
$run = Start-Process -FilePath $exe -ArgumentList "--smoke-test", "--report", "`"$report`"" -Wait -PassThru -NoNewWindow
Get-Content $report
if ($run.ExitCode -ne 0) { throw "smoke test failed with exit code $($run.ExitCode)" }
Remove-Item Env:QT_QPA_PLATFORM, Env:TOP_FIVE_DATA_DIR

if ($env:TOP_FIVE_SIGN_COMMAND) {
  cmd /c "$env:TOP_FIVE_SIGN_COMMAND `"$exe`""
  if ($LASTEXITCODE -ne 0) { throw "signing $exe failed" }
}

$makensis = (Get-Command makensis -ErrorAction SilentlyContinue).Source
if (-not $makensis) { $makensis = "${env:ProgramFiles(x86)}\NSIS\makensis.exe" }
if (-not (Test-Path $makensis)) { throw "makensis not found: install NSIS 3.08+ (choco install nsis)" }
$setup = "dist\top-five-$version-setup.exe"
$nsisArgs = @("/V2", "/DVERSION=$version", "/DSOURCE_DIR=$((Resolve-Path dist\top-five).Path)",
              "/DOUTFILE=$((Join-Path (Resolve-Path dist).Path "top-five-$version-setup.exe"))")
if ($env:TOP_FIVE_SIGN_COMMAND) { $nsisArgs += "/DSIGN_COMMAND=$env:TOP_FIVE_SIGN_COMMAND" }
& $makensis @nsisArgs packaging\windows\top-five.nsi
if ($LASTEXITCODE -ne 0) { throw "makensis failed" }

Compress-Archive -Path dist\top-five -DestinationPath "dist\top-five-$version-windows-x64.zip" -Force
Get-ChildItem dist\*.exe, dist\*.zip | Format-Table Name, Length
