import SwiftUI

// One optional destination enum on a model, and an optional property per case whose getter reads
// that case's value out of it and whose setter writes it back: each modal is shown by one case.
final class RecipeModel: Identifiable {
  let id = 1
}

struct ShoppingList: Identifiable {
  let id = 2
}

struct Countdown: Identifiable {
  let id = 3
  let minutes: Int
}

@MainActor
final class PantryModel: ObservableObject {
  enum Destination {
    case recipe(RecipeModel)
    case shopping(ShoppingList)
    case timer(Countdown)
  }

  @Published var destination: Destination?

  var recipe: RecipeModel? {
    get { if case .recipe(let model) = destination { model } else { nil } }
    set { destination = newValue.map { .recipe($0) } }
  }

  var shopping: ShoppingList? {
    get {
      guard case let .shopping(list) = destination else { return nil }
      return list
    }
    set { destination = newValue.map(Destination.shopping) }
  }

  var countdown: Countdown? {
    get {
      switch destination {
      case .timer(let countdown): return countdown
      default: return nil
      }
    }
    set { destination = newValue.map { .timer($0) } }
  }

  func recipeTapped() { destination = .recipe(RecipeModel()) }
  func shoppingTapped() { destination = .shopping(ShoppingList()) }
  func timerTapped() { destination = .timer(Countdown(minutes: 5)) }
}

@main
struct PantryApp: App {
  @StateObject private var model = PantryModel()

  var body: some Scene {
    WindowGroup {
      NavigationStack {
        PantryView(model: model)
      }
    }
  }
}

struct PantryView: View {
  @ObservedObject var model: PantryModel

  var body: some View {
    VStack {
      Button("Recipe") { model.recipeTapped() }
      Button("Shopping") { model.shoppingTapped() }
      Button("Timer") { model.timerTapped() }
    }
    .fullScreenCover(item: $model.recipe) { recipe in
      NavigationStack { RecipeView(model: recipe) }
    }
    .sheet(item: $model.shopping) { list in ShoppingView(list: list) }
    .sheet(item: $model.countdown) { countdown in TimerView(minutes: countdown.minutes) }
  }
}

struct RecipeView: View {
  let model: RecipeModel
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

struct ShoppingView: View {
  let list: ShoppingList

  var body: some View {
    Text("Shopping")
  }
}

struct TimerView: View {
  let minutes: Int

  var body: some View {
    Text("\(minutes) minutes")
  }
}
