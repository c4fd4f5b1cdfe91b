/// The lint cache's small values: stamps, folders, build files and the scope.
extension FileStamp: CacheCodable {
    static let codedFields = ["inode", "size", "modified", "changed"]

    func encode(to writer: inout CacheWriter) {
        writer.uint(inode)
        writer.int(Int(size))
        writer.int(modified.seconds)
        writer.int(modified.nanoseconds)
        writer.int(changed.seconds)
        writer.int(changed.nanoseconds)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let inode = try reader.uint()
        let size = Int64(try reader.int())
        let modified = FileTime(seconds: try reader.int(), nanoseconds: try reader.int())
        self.init(inode: inode, size: size, modified: modified, changed: FileTime(seconds: try reader.int(), nanoseconds: try reader.int()))
    }
}

extension FolderRecord: CacheCodable {
    static let codedFields = ["path", "stamp", "holdsBuildFiles"]

    func encode(to writer: inout CacheWriter) {
        writer.string(path)
        writer.bool(stamp != nil)
        stamp?.encode(to: &writer)
        writer.bool(holdsBuildFiles)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let path = try reader.string()
        let stamp = try reader.bool() ? try FileStamp(from: &reader) : nil
        self.init(path: path, stamp: stamp, holdsBuildFiles: try reader.bool())
    }
}

extension FolderEntries: CacheCodable {
    static let codedFields = ["files", "folders", "links"]

    func encode(to writer: inout CacheWriter) {
        writer.stringArray(files)
        writer.stringArray(folders)
        writer.stringArray(links)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        self.init(files: try reader.stringArray(), folders: try reader.stringArray(), links: try reader.stringArray())
    }
}

extension IsolationFolder: CacheCodable {
    static let codedFields = ["path", "stamp", "buildFiles", "mainActorFolders"]

    func encode(to writer: inout CacheWriter) {
        writer.string(path)
        stamp.encode(to: &writer)
        writer.count(buildFiles.count)
        for file in buildFiles {
            writer.string(file.path)
            writer.bool(file.stamp != nil)
            file.stamp?.encode(to: &writer)
        }
        writer.stringArray(mainActorFolders)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let path = try reader.string()
        let stamp = try FileStamp(from: &reader)
        var buildFiles: [BuildFile] = []
        for _ in 0..<(try reader.count()) {
            let file = try reader.string()
            buildFiles.append(BuildFile(path: file, stamp: try reader.bool() ? try FileStamp(from: &reader) : nil))
        }
        self.init(path: path, stamp: stamp, buildFiles: buildFiles, mainActorFolders: try reader.stringArray())
    }
}

extension RecordedScope: CacheCodable {
    static let codedFields = ["swiftPaths", "yamlPaths", "found", "skipped", "hasLinks"]

    func encode(to writer: inout CacheWriter) {
        writer.stringArray(swiftPaths)
        writer.stringArray(yamlPaths)
        writer.count(found)
        writer.count(skipped.count)
        for file in skipped {
            writer.string(file.path)
            writer.stringArray(file.reason)
        }
        writer.bool(hasLinks)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let swiftPaths = try reader.stringArray()
        let yamlPaths = try reader.stringArray()
        let found = try reader.length()
        var skipped: [SkippedFile] = []
        for _ in 0..<(try reader.count()) {
            let path = try reader.string()
            skipped.append(SkippedFile(path: path, reason: try reader.stringArray()))
        }
        self.init(swiftPaths: swiftPaths, yamlPaths: yamlPaths, found: found, skipped: skipped, hasLinks: try reader.bool())
    }
}
