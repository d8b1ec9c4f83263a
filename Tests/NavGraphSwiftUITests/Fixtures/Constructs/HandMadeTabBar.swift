import SwiftUI

// A tab bar drawn by hand: CrateShell switches on its own `pane` between three roots, under a bar
// of buttons made by `barItem(_:title:)`, each storing its case; the shelf's Browse selects the
// search tab through a closure the shell gives it, and the search's Account the account tab through
// a closure storing the case it is called with.
@main
struct CrateApp: App {
  var body: some Scene {
    WindowGroup { CrateShell() }
  }
}

enum CratePane { case shelf, search, account }

struct CrateShell: View {
  @State private var pane: CratePane = .shelf
  @State private var showsAdd = false

  var body: some View {
    ZStack(alignment: .bottom) {
      Group {
        switch pane {
        case .shelf: CrateShelf(onBrowse: { pane = .search })
        case .search: CrateSearch(onGoTo: { target in pane = target })
        case .account: CrateAccount()
        }
      }
      bar
    }
    .sheet(isPresented: $showsAdd) { CrateAdd() }
  }

  private var bar: some View {
    HStack {
      barItem(.shelf, title: "Shelf")
      barItem(.search, title: "Search")
      Button("Add") { showsAdd = true }
      barItem(.account, title: "Account")
    }
  }

  private func barItem(_ target: CratePane, title: String) -> some View {
    let isOn = pane == target
    return Button {
      withAnimation { pane = target }
    } label: {
      Text(title).bold(isOn)
    }
  }
}

struct CrateShelf: View {
  let onBrowse: () -> Void

  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Record", destination: CrateRecord())
        Button("Browse") { onBrowse() }
      }
    }
  }
}

struct CrateRecord: View {
  var body: some View { Text("Record") }
}

struct CrateSearch: View {
  let onGoTo: (CratePane) -> Void
  @State private var showsFilter = false

  var body: some View {
    VStack {
      Button("Filter") { showsFilter = true }
      Button("Account") { onGoTo(.account) }
    }
    .sheet(isPresented: $showsFilter) { CrateFilter() }
  }
}

struct CrateFilter: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

struct CrateAccount: View {
  var body: some View { Text("Account") }
}

struct CrateAdd: View {
  var body: some View { Text("Add") }
}
