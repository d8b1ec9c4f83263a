import SwiftUI

// A root switch on a number the onboarding screens step (`step += 1`, `step -= 1`, `flow.page =
// flow.page + 1`).
@main
struct KilnApp: App {
  @AppStorage("kilnStep") private var step = 0
  @State private var flow = KilnFlow()

  var body: some Scene {
    WindowGroup {
      switch step {
      case 0: KilnWelcome(step: $step)
      case 1: KilnGlaze(step: $step)
      case 2, 3: KilnTips(step: $step)
      default: KilnStudio(flow: flow)
      }
    }
  }
}

@Observable final class KilnFlow {
  var page = 0

  func next() { page = page + 1 }
}

struct KilnWelcome: View {
  @Binding var step: Int
  var body: some View { Button("Start") { step += 1 } }
}

struct KilnGlaze: View {
  @Binding var step: Int

  var body: some View {
    VStack {
      Button("Continue") { step += 2 }
      Button("Back") { step -= 1 }
    }
  }
}

struct KilnTips: View {
  @Binding var step: Int
  var body: some View { Button("Next tip") { step += 1 } }
}

struct KilnStudio: View {
  let flow: KilnFlow

  var body: some View {
    VStack {
      Text("Page \(flow.page)")
      Button("Turn") { flow.next() }
    }
  }
}
