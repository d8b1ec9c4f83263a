import SwiftUI

// A shared model's flag drives the edit cover that the details screen carries; the list, whose own
// cover shows the details, toggles it too. The details screen is above the list, not under it: the
// list's toggle shows nothing there, and the reader cannot tell what the author meant.
@main
struct CookbookApp: App {
  @StateObject private var model = CookbookModel()

  var body: some Scene {
    WindowGroup { DishList().environmentObject(model) }
  }
}

final class CookbookModel: ObservableObject {
  @Published var showsDetails = false
  @Published var editsDish = false
}

struct DishList: View {
  @EnvironmentObject var model: CookbookModel

  var body: some View {
    NavigationStack {
      List {
        Button("Soup") { model.showsDetails = true }
      }
      .toolbar {
        Button("New") { model.editsDish.toggle() }
      }
      .fullScreenCover(isPresented: $model.showsDetails) { DishDetails() }
    }
  }
}

struct DishDetails: View {
  @EnvironmentObject var model: CookbookModel

  var body: some View {
    Button("Edit") { model.editsDish = true }
      .fullScreenCover(isPresented: $model.editsDish) { DishEditor() }
  }
}

struct DishEditor: View {
  @EnvironmentObject var model: CookbookModel

  var body: some View {
    Button("Done") { model.editsDish = false }
  }
}
