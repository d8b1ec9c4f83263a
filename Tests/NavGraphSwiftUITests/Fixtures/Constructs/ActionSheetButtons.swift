import SwiftUI

// Presentations set in the buttons of an `ActionSheet`: written in the modifier's closure, and
// built by a method and a computed property of the view the closure returns.
@main
struct QuarryApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { SlabView() } }
  }
}

enum SlabMenu: Identifiable {
  case slab
  case chip
  var id: Self { self }
}

struct SlabView: View {
  @State private var showOptions = false
  @State private var menu: SlabMenu?
  @State private var showReport = false
  @State private var showShare = false
  @State private var showEdit = false
  var body: some View {
    VStack {
      Button("Options") { showOptions = true }
      Button("Menu") { menu = .slab }
    }
    .actionSheet(isPresented: $showOptions) {
      ActionSheet(
        title: Text("Options"),
        buttons: [.default(Text("Share")) { showShare = true }, .cancel()])
    }
    .actionSheet(item: $menu) { kind in
      switch kind {
      case .slab: return slabSheet
      case .chip: return chipSheet(name: "chip")
      }
    }
    .sheet(isPresented: $showReport) { ReportView() }
    .sheet(isPresented: $showShare) { ShareView() }
    .fullScreenCover(isPresented: $showEdit) { EditView() }
  }

  private var slabSheet: ActionSheet {
    let report = Alert.Button.default(Text("Report"), action: { showReport = true })
    return ActionSheet(title: Text("Slab"), buttons: [report, .cancel()])
  }

  private func chipSheet(name: String) -> ActionSheet {
    let edit = Alert.Button.destructive(Text("Edit"), action: { showEdit = true })
    return ActionSheet(title: Text(name), buttons: [edit, .cancel()])
  }
}

struct ReportView: View {
  var body: some View { Text("Report") }
}

struct ShareView: View {
  var body: some View { Text("Share") }
}

struct EditView: View {
  var body: some View { Text("Edit") }
}
