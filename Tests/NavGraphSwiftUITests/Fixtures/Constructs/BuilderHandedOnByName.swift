import SwiftUI

// The app's own modifier laying a panel over the view, given the panel's content as a builder
// closure it hands on by name to a component: `.drawer(isOpen: $open) { Menu(...) }` with
// `overlay { Drawer(isOpen: isOpen, content: content) }`. The menu's closures are the screen's.

@main
struct QuarryApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { QuarryMap() } }
  }
}

struct QuarryMap: View {
  @State private var open = false
  @State private var surveying = false
  @State private var blasting = false

  var body: some View {
    Button("Menu") { open = true }
      .drawer(isOpen: $open) {
        QuarryMenu(
          onSurvey: {
            open = false; surveying = true
          },
          onBlast: {
            open = false; blasting = true
          })
      }
      .sheet(isPresented: $surveying) { SurveySheet() }
      .fullScreenCover(isPresented: $blasting) { BlastPlan() }
  }
}

struct QuarryMenu: View {
  let onSurvey: () -> Void
  let onBlast: () -> Void

  var body: some View {
    VStack {
      Button("Survey", action: onSurvey)
      Button("Blast", action: onBlast)
    }
  }
}

struct Drawer<Content: View>: View {
  @Binding var isOpen: Bool
  let content: Content

  init(isOpen: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self._isOpen = isOpen
    self.content = content()
  }

  var body: some View {
    ZStack { if isOpen { content } }
  }
}

extension View {
  func drawer<Content: View>(isOpen: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
    -> some View
  {
    overlay { Drawer(isOpen: isOpen, content: content) }
  }
}

struct SurveySheet: View {
  var body: some View { Text("Survey") }
}

struct BlastPlan: View {
  var body: some View { Text("Blast") }
}
