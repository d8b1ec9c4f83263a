import SwiftUI

// A root branch whose view switches on its own state between views private to its file: the steps
// are parts of the setup screen, not screens of their own.
@main
struct LoomApp: App {
  var body: some Scene {
    WindowGroup {
      LoomRoot()
    }
  }
}

@Observable
final class LoomFlow {
  var configured = false
}

struct LoomRoot: View {
  @State private var flow = LoomFlow()

  var body: some View {
    if flow.configured {
      LoomHome()
    } else {
      LoomSetup(flow: flow)
    }
  }
}

struct LoomSetup: View {
  let flow: LoomFlow
  @State private var step = 0

  var body: some View {
    ZStack {
      switch step {
      case 0: ThreadStep(onNext: { step = 1 })
      default: ColourStep(onDone: { flow.configured = true })
      }
    }
  }
}

private struct ThreadStep: View {
  var onNext: () -> Void

  var body: some View {
    Button("Next") { onNext() }
  }
}

private struct ColourStep: View {
  var onDone: () -> Void

  var body: some View {
    Button("Done") { onDone() }
  }
}

struct LoomHome: View {
  var body: some View { Text("Home") }
}
