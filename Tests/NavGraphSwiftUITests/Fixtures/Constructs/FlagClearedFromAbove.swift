// A push flag cleared through a closure its destination hands on to a screen it pushes: from there the
// clear takes both off, back to the presenter, the root of its stack.
import SwiftUI

@main
struct CourseApp: App {
  var body: some Scene {
    WindowGroup { CourseHome() }
  }
}

struct CourseHome: View {
  @State private var finding = false

  var body: some View {
    NavigationStack {
      Button("Find") { finding = true }
        .navigationDestination(isPresented: $finding) {
          CourseFinder(onPicked: { finding = false })
        }
    }
  }
}

struct CourseFinder: View {
  let onPicked: () -> Void

  var body: some View {
    VStack {
      NavigationLink("Section") { SectionPicker(onPicked: onPicked) }
      Button("Done") { onPicked() }
    }
  }
}

struct SectionPicker: View {
  let onPicked: () -> Void

  var body: some View {
    Button("Track") { onPicked() }
  }
}
