import SwiftUI

// The root view builds its branches in a method it calls through `self`, a list view builds its
// rows the same way inside its stack, and a sheet's content is built so too.
final class PierRouter: ObservableObject {
  @Published private(set) var showsDetail = false
  func show(detail: Bool) { showsDetail = detail }
}

@main
struct PierApp: App {
  @StateObject private var router = PierRouter()
  var body: some Scene { WindowGroup { PierRoot().environmentObject(router) } }
}

struct PierRoot: View {
  @EnvironmentObject var router: PierRouter

  var body: some View { VStack { self.content() } }

  func content() -> some View {
    Group {
      if router.showsDetail { PierDetail() } else { PierList() }
    }
  }
}

struct PierList: View {
  @EnvironmentObject var router: PierRouter

  var body: some View {
    NavigationStack { self.rows() }
  }

  func rows() -> some View {
    VStack {
      Button("Open") { router.show(detail: true) }
      NavigationLink("Berths") { PierBerths() }
    }
  }
}

struct PierDetail: View {
  @EnvironmentObject var router: PierRouter
  @State private var showsHelp = false

  var body: some View {
    VStack {
      Button("Back") { router.show(detail: false) }
      Button("Help") { showsHelp = true }
    }
    .sheet(isPresented: $showsHelp) { self.help() }
  }

  func help() -> some View { PierHelp() }
}

struct PierHelp: View {
  var body: some View { Text("Help") }
}

struct PierBerths: View {
  var body: some View { Text("Berths") }
}
