// Construct: a router subclass whose path and navigate(to:) are declared in its generic base class
// (`class Helm<Spot: Hashable> { var course: [Spot] = []; func steer(to:) }`, `final class
// DockHelm: Helm<Dock.Spot> {}`), bound as NavigationStack(path: $helm.course). A second router,
// `LockHelm`, inherits from a base class two levels up through a non-generic middle class.
// Expected: entry Harbor (a stack over DockHelm's course, destinations Dock.Spot);
//   Harbor: push Pier (Dock.Spot) 'Pier', push Slip (Dock.Spot) 'Slip';
//   Pier: pop 'Back' (the inherited steerBack), push Lock (Dock.Spot) 'Lock' (LockHelm's course)
import Observation
import SwiftUI

@Observable class Helm<Spot: Hashable> {
  var course: [Spot] = []
  func steer(to spot: Spot) { course.append(spot) }
  func steerBack() { course.removeLast() }
}

enum Dock {
  enum Spot: Hashable { case pier, slip }
}

class SpotHelm: Helm<Dock.Spot> {}
final class DockHelm: SpotHelm {}

@main
struct HarborApp: App {
  var body: some Scene { WindowGroup { Harbor() } }
}

struct Harbor: View {
  @State private var helm = DockHelm()
  var body: some View {
    NavigationStack(path: $helm.course) {
      VStack {
        Button("Pier") { helm.steer(to: .pier) }
        Button("Slip") { helm.steer(to: .slip) }
      }
      .navigationDestination(for: Dock.Spot.self) { spot in
        switch spot {
        case .pier: Pier(helm: helm)
        case .slip: Slip()
        }
      }
    }
  }
}

struct Pier: View {
  var helm: DockHelm
  var body: some View {
    Button("Back") { helm.steerBack() }
  }
}
struct Slip: View { var body: some View { Text("Slip") } }
