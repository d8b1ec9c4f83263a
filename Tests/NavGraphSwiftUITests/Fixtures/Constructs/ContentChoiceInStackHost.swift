// A stack's root content chooses between components by data (`if visibleJars.isEmpty`), with the
// host's own controls and modals on the container around the choice.
// Expected: entry Pantry (stack); Pantry: sheet NewJar 'Add', sheet NewJar 'Add your first jar'
//           (EmptyShelf), push JarDetail (value Jar, JarList's row); NewJar: dismissAction 'Done'.
//           EmptyShelf and JarList are components, no screens.
import SwiftUI

struct Jar: Hashable, Identifiable {
  let id: Int
  let name: String
}

@main
struct PantryApp: App {
  var body: some Scene { WindowGroup { Pantry() } }
}

struct Pantry: View {
  @State private var jars: [Jar] = []
  @State private var adding = false
  var visibleJars: [Jar] { jars.filter { !$0.name.isEmpty } }
  var body: some View {
    NavigationStack {
      VStack {
        if visibleJars.isEmpty {
          EmptyShelf(adding: $adding)
        } else {
          JarList(jars: visibleJars)
        }
      }
      .navigationDestination(for: Jar.self) { jar in JarDetail(jar: jar) }
      .toolbar { Button("Add") { adding = true } }
      .sheet(isPresented: $adding) { NewJar() }
    }
  }
}

struct EmptyShelf: View {
  @Binding var adding: Bool
  var body: some View { Button("Add your first jar") { adding = true } }
}

struct JarList: View {
  let jars: [Jar]
  var body: some View { List(jars) { jar in NavigationLink(jar.name, value: jar) } }
}

struct JarDetail: View {
  let jar: Jar
  var body: some View { Text(jar.name) }
}

struct NewJar: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}
