import SwiftUI

// Screens shown over the tab bar while the host's state is set, both starting hidden: an entry's
// detail under `if let` on an id the ledger's rows set through a closure, closed by its back
// closure (and by the editor sheet's `onDismiss`), and tips under a flag the summary sets through a
// binding, closed by their own button.
@main
struct TallyApp: App {
  var body: some Scene {
    WindowGroup { TallyHostView() }
  }
}

struct TallyHostView: View {
  @State private var openedId: String? = nil
  @State private var showTips = false
  @State private var showEditor = false

  var body: some View {
    ZStack(alignment: .bottom) {
      TabView {
        LedgerView(onOpen: { id in openedId = id })
          .tabItem { Label("Ledger", systemImage: "list.bullet") }
        SummaryView(showTips: $showTips)
          .tabItem { Label("Summary", systemImage: "chart.bar") }
      }
      if let id = openedId {
        EntryDetailView(entryId: id, onBack: { openedId = nil }, onEdit: { showEditor = true })
          .transition(.move(edge: .bottom))
      }
      if showTips {
        TipsView(isShown: $showTips)
      }
    }
    .sheet(isPresented: $showEditor, onDismiss: { openedId = nil }) { EntryEditorView() }
  }
}

struct LedgerView: View {
  let onOpen: (String) -> Void

  var body: some View {
    List {
      Button("Rent") { onOpen("rent") }
    }
  }
}

struct SummaryView: View {
  @Binding var showTips: Bool

  var body: some View {
    Button("Tips") { showTips = true }
  }
}

struct EntryDetailView: View {
  let entryId: String
  let onBack: () -> Void
  let onEdit: () -> Void
  @State private var showReceipt = false

  var body: some View {
    VStack {
      Button("Back") { onBack() }
      Button("Edit") { onEdit() }
      Button("Receipt") { showReceipt = true }
    }
    .sheet(isPresented: $showReceipt) { ReceiptView() }
  }
}

struct TipsView: View {
  @Binding var isShown: Bool

  var body: some View {
    Button("Done") { isShown = false }
  }
}

struct EntryEditorView: View {
  var body: some View { Text("Editor") }
}

struct ReceiptView: View {
  var body: some View { Text("Receipt") }
}
