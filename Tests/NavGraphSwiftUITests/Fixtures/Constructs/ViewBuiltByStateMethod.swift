import SwiftUI

// A screen whose body is built by a method of its loading state (`switch self`, the content for one
// case), named with a keyword in backticks and given the content in a computed property.

@main
struct FerryApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { PierScreen(model: PierModel()) } }
  }
}

enum LoadState {
  case loading
  case ready
  case failed

  @ViewBuilder
  func `default`<Content: View>(content: Content, retry: @escaping () -> Void) -> some View {
    switch self {
    case .ready: content
    case .loading: ProgressView()
    case .failed:
      VStack {
        Text("Failed")
        Button("Retry", action: retry)
      }
    }
  }
}

final class PierModel: ObservableObject {
  @Published var state: LoadState = .loading
  func load() { state = .ready }
}

struct PierScreen: View {
  @StateObject var model: PierModel
  @State private var showsTimes = false

  var body: some View {
    model.state
      .default(content: contentView, retry: model.load)
      .navigationTitle("Pier")
      .sheet(isPresented: $showsTimes) { TimesSheet() }
  }

  private var contentView: some View {
    VStack {
      NavigationLink("Boats") { BoatsScreen() }
      Button("Times") { showsTimes = true }
    }
  }
}

struct BoatsScreen: View { var body: some View { Text("Boats") } }
struct TimesSheet: View { var body: some View { Text("Times") } }
