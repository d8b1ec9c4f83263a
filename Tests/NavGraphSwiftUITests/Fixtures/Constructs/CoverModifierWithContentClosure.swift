import SwiftUI

// A modifier of the app's own that wraps `.fullScreenCover`, given the content to show as a
// closure through a `View` extension: the cover shows the caller's view.

@main
struct TickerApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { TickerDetail() } }
  }
}

struct SpinningCover<Cover: View>: ViewModifier {
  @Binding var isPresented: Bool
  @ViewBuilder let cover: () -> Cover

  func body(content: Content) -> some View {
    content.fullScreenCover(isPresented: $isPresented) { cover() }
  }
}

extension View {
  func spinningCover(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> some View) -> some View
  {
    modifier(SpinningCover(isPresented: isPresented, cover: content))
  }
}

struct TickerDetail: View {
  @State private var enlarged = false

  var body: some View {
    Button("Full screen") { enlarged = true }
      .spinningCover(isPresented: $enlarged) { TickerChart(isPresented: $enlarged) }
  }
}

struct TickerChart: View {
  @Binding var isPresented: Bool

  var body: some View {
    Button("Close") { isPresented = false }
  }
}
