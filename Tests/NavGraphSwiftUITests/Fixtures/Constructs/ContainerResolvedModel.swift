import SwiftUI
import Swinject

// A coordinator presents a sheet by setting its item to a view model a dependency container makes
// (`resolver.resolve(KitSheetModel.self)!`, Swinject's container, not in the files read).
@main
struct KitApp: App {
  var body: some Scene {
    WindowGroup { KitHome() }
  }
}

final class KitCoordinator: ObservableObject {
  let resolver: Resolver
  @Published var sheetModel: KitSheetModel?

  init(resolver: Resolver) { self.resolver = resolver }

  func presentSheet() { sheetModel = resolver.resolve(KitSheetModel.self)! }
  func dismissSheet() { sheetModel = nil }
}

final class KitSheetModel: ObservableObject, Identifiable {}

struct KitHome: View {
  @EnvironmentObject private var coordinator: KitCoordinator

  var body: some View {
    Button("Open") { coordinator.presentSheet() }
      .sheet(item: $coordinator.sheetModel) { model in KitSheet(model: model) }
  }
}

struct KitSheet: View {
  @EnvironmentObject private var coordinator: KitCoordinator
  @ObservedObject var model: KitSheetModel

  var body: some View {
    Button("Done") { coordinator.dismissSheet() }
  }
}
