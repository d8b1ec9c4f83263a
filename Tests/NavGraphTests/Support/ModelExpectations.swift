import NavGraph

/// Compact views of model values for expectations: indices instead of typed ids, nil where there is
/// no element.
extension Link {
  /// The index of the screen or tab the link goes to, or nil.
  var targetIndex: Int? {
    switch destination {
    case .screen(let s)?: return s.index
    case .tab(let t)?: return t.index
    case nil: return nil
    }
  }

  /// The byte offsets of the link and of its target.
  var offset: Int? { anchor?.offset }
  var targetOffset: Int? { targetAnchor?.offset }
}

extension Screen {
  /// The indices of the screen's links.
  var linkIndices: Range<Int> { links.lowerBound.index..<links.upperBound.index }
  var offset: Int? { anchor?.offset }
}

extension Tab {
  var offset: Int? { anchor?.offset }
}

extension App {
  /// The index of the screen with this id, as `NavigationMap` numbers screens; nil when none.
  func screenIndex(of id: String) -> Int32? { screen(withID: id)?.rawValue }
}
