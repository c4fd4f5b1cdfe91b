// Stand-in for FOSMVVM: the macro option types (ref §1.1: Sources/FOSMVVM/Macros/Macros.swift).
//
// The macros themselves (`@ViewModel`, `@FieldValidationModel`, `@LocalizableError`,
// `@VersionedFactory`, `@Version`) are NOT declared: their implementation is a swift-syntax compiler
// plugin that cannot be built here. StandInTypeCheckTests removes the attributes and appends what
// the macros would have generated (ref §2) instead — see that file for the emulation and its limits.

public enum ViewModelOptions {
    case clientHostedFactory
    case live
}

public enum LocalizableErrorOptions {
    case clientHosted
}
