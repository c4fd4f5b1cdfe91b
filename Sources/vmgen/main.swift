import Foundation
import VMGenCLI

// The executable only hands the arguments to the CLI library and exits with its code; it says
// so first, so a command may leave what it held for the exit to free.
ProcessLifetime.endsWhenTheCommandDoes()
let code = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: Console())
exit(code.rawValue)
