import SwiftUI

// Lists decoded from data: an app's generic helper given the type to decode
// (`Bundle.main.decode([Course].self, from: "menu.json")`) and `JSONDecoder().decode(Dish.self,
// from:)`; their rows push their values.
@main
struct BistroApp: App {
  var body: some Scene {
    WindowGroup { MenuList() }
  }
}

struct Dish: Codable, Hashable, Identifiable {
  let id: Int
  let name: String
}

struct Course: Codable, Identifiable {
  let id: Int
  let dishes: [Dish]
}

extension Bundle {
  func decode<T: Decodable>(_ type: T.Type, from file: String) -> T {
    let url = self.url(forResource: file, withExtension: nil)!
    let data = try! Data(contentsOf: url)
    return try! JSONDecoder().decode(T.self, from: data)
  }
}

struct MenuList: View {
  let courses = Bundle.main.decode([Course].self, from: "menu.json")
  let special = try! JSONDecoder().decode(Dish.self, from: Data())

  var body: some View {
    NavigationStack {
      List {
        NavigationLink(value: special) { Text("Today") }
        ForEach(courses) { course in
          Section {
            ForEach(course.dishes) { dish in
              NavigationLink(value: dish) { Text(dish.name) }
            }
          }
        }
      }
      .navigationDestination(for: Dish.self) { dish in DishView(dish: dish) }
    }
  }
}

struct DishView: View {
  let dish: Dish
  var body: some View { Text(dish.name) }
}
