import Foundation
import VMGenKit

/// The man page `vmgen.1`, written from the same command table as `--help`, so the two cannot
/// say different things. `docs/vmgen.1` is this text; a test re-records or checks it, and
/// scripts/install and scripts/release install it.
enum ManPage {
    static func render() -> String {
        let commands = CommandLineTool.commands
        var lines = [
            ".\\\" The man page of vmgen, written from its help text (Sources/VMGenCLI/Commands/ManPage.swift).",
            ".\\\" Do not edit: re-record with VMGEN_RECORD=1 swift test --filter ManPageTests.",
            ".TH VMGEN 1 \"\" \"vmgen \(VMGenVersion.current)\" \"User Commands\"",
            // Left-aligned and unhyphenated: an option such as --allow-delete-all is never
            // split across lines, so it can be copied from the page.
            ".ad l",
            ".nh",
            ".SH NAME",
            "vmgen \\- generates FOSMVVM ViewModels from short specs, and checks them",
            ".SH SYNOPSIS",
            ".B vmgen",
            "[\\fIcommand\\fR] [\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            paragraph("vmgen reads one short YAML spec per screen and generates the FOSMVVM ViewModel, its operations, request, factory, localization YAML and tests; it checks the FOSMVVM rules on specs and on hand-written Swift. Without a command, vmgen runs generate with the options given."),
            ".SH COMMANDS",
        ]
        for command in commands {
            lines.append(".SS \(escape(command.name))")
            lines.append(escape(command.summary))
            lines.append(".PP")
            lines.append(".B Usage:")
            // A usage of several forms (`new`) has one per line, indented under the first in help.
            for (index, form) in command.usage.split(separator: "\n").enumerated() {
                if index > 0 { lines.append(".br") }
                lines.append(escape(form.trimmingSpaces))
            }
            lines.append(".PP")
            lines.append(paragraph(command.description))
            lines.append(".PP")
            lines.append("Options:")
            for option in command.options + Command.commonOptions {
                let spelled = option.names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
                lines.append(".TP")
                lines.append(spelled + (option.value.map { " \\fI\(escape($0))\\fR" } ?? ""))
                lines.append(escape(option.help))
            }
            lines.append(".PP")
            lines.append("Exit status:")
            lines += exitCodes(Help.exitCodes(of: command.name))
        }
        lines.append(".SS help")
        lines.append("Show the help of a command: \\fBvmgen help\\fR \\fIcommand\\fR.")
        lines.append(".SH OPTIONS")
        lines += [".TP", "\\fB\\-\\-version\\fR", "Print vmgen's version.", ".TP", "\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show the help."]
        lines.append(".SH EXIT STATUS")
        lines += exitCodes(Help.exitCodes)
        lines.append(".SH ENVIRONMENT")
        lines += [
            ".TP", ".B NO_COLOR", "When set to anything but the empty string, vmgen prints no colour (unless \\fB\\-\\-color always\\fR).",
            ".TP", ".B FORCE_COLOR", "When set to anything but the empty string, vmgen colours its messages where it would not (a CI log), unless NO_COLOR is set.",
            ".TP", ".B XCODE_VERSION_ACTUAL",
            "Set by Xcode in a build (a Run Script phase, a plugin's command): when it is not empty, diagnostics show absolute paths, as \\fB\\-\\-absolute\\-paths\\fR does, so Xcode can open each one at its line.",
        ]
        lines.append(".SH FILES")
        lines += [".TP", ".I vmgen.yml", "The project's configuration, found in the current folder or above; \\fBvmgen config\\fR prints it with every default."]
        lines.append(".SH SEE ALSO")
        lines.append("docs/spec.md (the spec language) and docs/rules.md (every rule) in vmgen's repository; \\fBvmgen rules\\fR and \\fBvmgen explain\\fR \\fIrule\\fR.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `  0  success` lines of a help's exit-code block as tagged paragraphs.
    private static func exitCodes(_ block: String) -> [String] {
        block.split(separator: "\n").dropFirst().flatMap { line -> [String] in
            let text = line.drop { $0 == " " }
            guard let space = text.firstIndex(of: " ") else { return [] }
            return [".TP", "\\fB\(text[..<space])\\fR", escape(text[space...].drop { $0 == " " })]
        }
    }

    /// Help text wrapped for the terminal becomes one roff paragraph per blank-line block;
    /// a line indented in the help (an example command) stays a line of its own.
    private static func paragraph(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingSpaces.isEmpty {
                lines.append(".PP")
            } else if line.hasPrefix("  ") {
                lines += [".br", escape(line.trimmingSpaces)]
            } else {
                lines.append(escape(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// roff's special characters: a backslash, a leading `.` or `'` (a request), `-` (written
    /// `\-` so it is a minus, copyable into a shell), and every non-ASCII character as its
    /// code point (`—` → `\[u2014]`): roff reads its input as Latin-1 otherwise.
    static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.value >= 0x80: escaped += "\\[u" + String(format: "%04X", scalar.value) + "]"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
