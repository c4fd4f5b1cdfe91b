// Stand-in for FOSFoundation: generated files import it; nothing of it is used here.
public enum FOSFoundationStandIn {}
