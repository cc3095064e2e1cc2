# Runs a program, prints what it printed, and fails when it fails or does not finish in time.
# CI's Windows steps use it so a program stopped on a modal box (an error dialog, a question)
# fails the step with the reason at once instead of hanging the job until its time-out.
param(
    [Parameter(Mandatory)] [string] $Exe,
    [string] $Arguments = "",
    [int] $Seconds = 300
)
$out = New-TemporaryFile
$err = New-TemporaryFile
$start = @{ FilePath = $Exe; NoNewWindow = $true; PassThru = $true
            RedirectStandardOutput = $out; RedirectStandardError = $err }
if ($Arguments) { $start.ArgumentList = $Arguments }
$process = Start-Process @start
$null = $process.Handle          # keeps the exit code readable once the process has ended
$finished = $process.WaitForExit($Seconds * 1000)
if (-not $finished) {
    & taskkill.exe /PID $process.Id /T /F | Out-Null     # the game and its AI worker processes
}
Get-Content $out, $err
if (-not $finished) {
    throw "$Exe $Arguments did not finish within $Seconds s (stopped on a modal box, or hung): killed"
}
if ($process.ExitCode -ne 0) {
    throw "$Exe $Arguments failed with exit code $($process.ExitCode)"
}
