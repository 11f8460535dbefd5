#pragma once

#include "labrecordlog.h"
#include "labttstruth.h"

namespace ttft {

// Compiled once, in labttstruthlog.cpp.
extern template class LabRecordLog<LabTtsTruth>;

// The text-to-speech truth log (LabRecordLog over LabTtsTruth), kept apart from the chat one so
// that the chat truth's JSON stays as it was. A class, not an alias, so that headers can
// forward-declare it.
class LabTtsTruthLog : public LabRecordLog<LabTtsTruth>
{
public:
    using LabRecordLog::LabRecordLog;
};

} // namespace ttft
