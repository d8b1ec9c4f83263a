import SwiftUI

// A route struct holding a case, whose method builds the view of its case: the root is made in
// place (`Leg(stage: .start).view()`), and the destination calls the method on the pushed value.
@main
struct RelayApp: App {
  @StateObject private var course = Course()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $course.legs) {
        Leg(stage: .start).view()
          .navigationDestination(for: Leg.self) { leg in
            leg.view()
          }
      }
      .environmentObject(course)
    }
  }
}

final class Course: ObservableObject {
  @Published var legs: [Leg] = []
}

enum Stage: Hashable {
  case start
  case handover
  case finish
}

struct Leg: Hashable {
  let stage: Stage

  @ViewBuilder
  func view() -> some View {
    switch stage {
    case .start: StartLineView()
    case .handover: HandoverView()
    case .finish: FinishLineView()
    }
  }
}

struct StartLineView: View {
  @EnvironmentObject var course: Course
  var body: some View {
    Button("Run") { course.legs.append(Leg(stage: .handover)) }
  }
}

struct HandoverView: View {
  @EnvironmentObject var course: Course
  var body: some View {
    Button("Pass") { course.legs.append(Leg(stage: .finish)) }
  }
}

struct FinishLineView: View {
  @EnvironmentObject var course: Course
  var body: some View {
    Button("Again") { course.legs.removeAll() }
  }
}
