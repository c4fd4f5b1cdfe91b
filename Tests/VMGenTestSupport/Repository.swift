import Foundation

/// Paths inside this repository, found from this file's location (not the working directory).
public enum Repository {
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Tests/VMGenTestSupport/Repository.swift
        return url.path
    }()

    /// Every example project: the folders under `Examples/` that hold a `vmgen.yml`.
    public static var examples: [String] {
        let folder = root + "/Examples"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { folder + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0 + "/vmgen.yml") }
    }

    /// Golden outputs are re-recorded when `VMGEN_RECORD=1`; a recording run then fails on
    /// purpose, so the switch is never left on.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["VMGEN_RECORD"] == "1"
    }
}
