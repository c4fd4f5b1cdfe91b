/// The template contexts of the factory, display-enum and request files.
enum FileContexts {
    static func factory(_ viewModel: ViewModelSpec, config: ProjectConfig) -> TemplateValue {
        .object([
            "typeName": .string(viewModel.typeName),
            "viewModelsModule": .string(config.viewModels.module),
            "notWrittenReason": .string(SwiftLiteral.string("\(viewModel.typeName).body(context:) is not written yet")),
        ])
    }

    static func displayEnum(_ displayEnum: DisplayEnum, owner: ViewModelSpec) -> TemplateValue {
        .object([
            "name": .string(displayEnum.name),
            "ownerTypeName": .string(owner.typeName),
            "cases": .list(displayEnum.cases.map { .string($0.name) }),
        ])
    }
}
