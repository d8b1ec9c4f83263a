// swift-format-ignore-file
import SwiftUI

struct Recipe: Hashable {
    var name: String
}

enum Variant: Hashable {
    case short
    case long
}

enum Shelf: Hashable {
    case recipe(Recipe, note: String?)
    case guide(Variant)
    case pantry
    case tip(String?)
}

/// One case matched by several patterns that all show the same view: `recipe` by its note's
/// absence and presence, `guide` by two of its variants at once; `tip` shows a different view
/// for each pattern, which the reader cannot tell apart.
struct KitchenScreen: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Soup", value: Shelf.recipe(Recipe(name: "Soup"), note: nil))
                NavigationLink("Short guide", value: Shelf.guide(.short))
                NavigationLink("Pantry", value: Shelf.pantry)
                NavigationLink("Tip", value: Shelf.tip(nil))
            }
            .navigationDestination(for: Shelf.self) { shelf in
                switch shelf {
                case let .recipe(recipe, .none):
                    RecipeScreen(recipe: recipe)
                case let .recipe(recipe, .some(note)):
                    RecipeScreen(recipe: recipe, note: note)
                case .guide(.short), .guide(.long):
                    GuideScreen()
                case .pantry:
                    PantryScreen()
                case .tip(.none):
                    TipsScreen()
                case .tip(.some):
                    TipScreen()
                }
            }
        }
    }
}

struct RecipeScreen: View {
    let recipe: Recipe
    var note: String? = nil
    var body: some View { Text(recipe.name) }
}

struct GuideScreen: View {
    var body: some View { Text("Guide") }
}

struct PantryScreen: View {
    var body: some View { Text("Pantry") }
}

struct TipsScreen: View {
    var body: some View { Text("Tips") }
}

struct TipScreen: View {
    var body: some View { Text("Tip") }
}
