import ActivityFiles

/// libFuzzer entry point: the input is read as a GPX file and as a TCX file. Reading must end
/// without a crash, a hang or unbounded memory, and either give an activity with no more points
/// than the input has bytes (its warnings lowercase, or starting with a count) or throw an error
/// whose lowercase message names a line inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func xmlFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.count { $0 == 0x0A } + 1
  for read in [GPXReader.read, TCXReader.read] {
    do {
      let activity = try read(bytes)
      precondition(activity.points.count <= size, "more points than bytes")
      for warning in activity.warnings {
        precondition(warning.first?.isUppercase == false, "a warning not in lowercase: \(warning)")
      }
    } catch let error as ActivityFileError {
      precondition(error.message.first?.isUppercase == false, "an error not in lowercase: \(error)")
      guard case .line(let line) = error.location else {
        preconditionFailure("an error without a line: \(error)")
      }
      precondition(line >= 1 && line <= lines, "an error outside the input: \(error)")
      precondition(error.message.contains("line \(line)"), "a message without its line: \(error)")
    } catch {
      preconditionFailure("an error of another type: \(error)")
    }
  }
  return 0
}
