import Combine
import SwiftUI

// A subscription given a method of its holder as its value closure: the method runs with the
// value sent, and its write opens the sheet.
@main
struct ForgeApp: App {
  var body: some Scene {
    WindowGroup { ForgeHost(model: ForgeModel()) }
  }
}

final class AnvilModel: ObservableObject {
  let chosen = PassthroughSubject<Bool, Never>()
  func openTongs() { chosen.send(true) }
}

final class ForgeModel: ObservableObject {
  @Published var showsTongs = false
  private var bag = Set<AnyCancellable>()

  func makeAnvil() -> AnvilModel {
    let anvil = AnvilModel()
    anvil.chosen.sink(receiveValue: didChoose).store(in: &bag)
    return anvil
  }

  private func didChoose(_ open: Bool) { showsTongs = open }
}

struct ForgeHost: View {
  @StateObject var model: ForgeModel

  var body: some View {
    AnvilMenu(anvil: model.makeAnvil())
      .sheet(isPresented: $model.showsTongs) { TongsRack() }
  }
}

struct AnvilMenu: View {
  @ObservedObject var anvil: AnvilModel

  var body: some View {
    Button("Tongs") { anvil.openTongs() }
  }
}

struct TongsRack: View {
  var body: some View { Text("Tongs") }
}
