import Observation
import SwiftUI

@Observable final class TrophyModel {
  var showExport = false
  var exportText = ""

  func prepareExport() {
    exportText = "trophies"
    showExport = true
  }
}

@main struct TrophyApp: App {
  var body: some Scene {
    WindowGroup { TrophyRoomView() }
  }
}

struct TrophyRoomView: View {
  @State private var model: TrophyModel?

  var body: some View {
    VStack {
      if let vm = model {
        Button("Export") { vm.prepareExport() }
      }
    }
    .onAppear { if model == nil { model = TrophyModel() } }
    .sheet(
      isPresented: Binding(
        get: { model?.showExport ?? false },
        set: { model?.showExport = $0 }
      )
    ) {
      ExportSheetView()
    }
  }
}

struct ExportSheetView: View {
  var body: some View { Text("Export") }
}
