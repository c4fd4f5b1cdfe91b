/// Every source rule, in catalogue order.
public enum SourceRules {
    public static let all: [any SourceRule] = [
        VMIdRequiredRule(),
        VMIdLetDefaultRule(),
        RandomVMIdRule(),
        StubWitnessRule(),
        StubInBodyRule(),
        RestatedConformanceRule(),
        ViewModelAttributeSpellingRule(),
        ImportBoundaryRule(),
        RequestInitRule(),
        RequestResponseErrorRule(),
        SilentFailureRule(),
        StubDoesNoWorkRule(),
        AsyncWithoutAwaitRule(),
        OutputParameterLastRule(),
        RemovedServerAPIRule(),
        ObservableMixRule(),
        ObservableFinalMainActorRule(),
        TaskNotOnAppearRule(),
        StateFlagsRule(),
        NoViewInViewModelRule(),
        InjectDontReachRule(),
        PrivateSetStateRule(),
        RequestNamingRule(),
        ResponseErrorModelsThrowRule(),
    ]
}
