import ViewModels

// Prints a value from the generated ViewModel's stub: proof that the build plugin's output
// was compiled into the ViewModels target.
print(await Greeting.text())
