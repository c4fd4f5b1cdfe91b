import Foundation
import VMGenCLI

// The executable only hands the arguments to the CLI library and exits with its code.
let code = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: Console())
exit(code.rawValue)
