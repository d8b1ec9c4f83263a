// One step view serves three cases of a wizard's route, each created with its own closures in the
// destination's switch.
// Expected: WizardApp.root: push StepView.one 'Start'; StepView.one: push StepView.two 'Next';
//           StepView.two: push StepView.three 'Next', pop 'Back'; StepView.three: pop, then pop,
//           'Next'.
import SwiftUI

enum Step: Hashable { case one, two, three }

@main
struct WizardApp: App {
  @State private var path: [Step] = []
  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $path) {
        Button("Start") { path.append(.one) }
          .navigationDestination(for: Step.self) { step in
            switch step {
            case .one: StepView(title: "One", next: { path.append(.two) }, back: {})
            case .two: StepView(title: "Two", next: { path.append(.three) }, back: { path.removeLast() })
            case .three: StepView(title: "Three", next: { path.removeLast(2) }, back: {})
            }
          }
      }
    }
  }
}

struct StepView: View {
  let title: String
  let next: () -> Void
  let back: () -> Void
  var body: some View {
    VStack {
      Text(title)
      Button("Next") { next() }
      Button("Back") { back() }
    }
  }
}
