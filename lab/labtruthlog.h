#pragma once

#include "labrecordlog.h"
#include "labtruth.h"

namespace ttft {

// Compiled once, in labtruthlog.cpp.
extern template class LabRecordLog<LabTruth>;

// The chat truth log (LabRecordLog over LabTruth). A class, not an alias, so that headers can
// forward-declare it.
class LabTruthLog : public LabRecordLog<LabTruth>
{
public:
    using LabRecordLog::LabRecordLog;
};

} // namespace ttft
